import type { ForfeitSide, SetCheckInBody, WithdrawBody } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi, readQuery } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * Check-in, withdrawals and forfeits (issue 27). Reads hang under the competition's key, so its hub events
 * (`champ.checkInChanged`, `champ.withdrawalsChanged`) refresh them; every mutation refreshes the data reads.
 */
export const checkInQuery = (champId: string) =>
  readQuery([...queryKeys.champs.detail(champId), 'check-in'], api.participation.getCheckIn, {
    params: { id: champId },
  });

export const withdrawalsQuery = (champId: string) =>
  readQuery([...queryKeys.champs.detail(champId), 'withdrawals'], api.participation.listWithdrawals, {
    params: { id: champId },
  });

export function useCheckIn(champId: string) {
  return useQuery(checkInQuery(champId));
}

export function useWithdrawals(champId: string) {
  return useQuery(withdrawalsQuery(champId));
}

export function useSetCheckIn(champId: string) {
  return useMutation({
    mutationFn: (body: SetCheckInBody) =>
      callApi(api.participation.setCheckIn, { params: { id: champId }, body }),
  });
}

export function useCheckTeamIn(champId: string) {
  return useMutation({
    mutationFn: (teamId: string) =>
      callApi(api.participation.checkIn, { params: { id: champId }, body: { teamId } }),
  });
}

/** A round of a stage: its check-in window rather than the competition's. */
export type CheckInRound = { stageId: string; round: number };

/** Checks a team in for one round (its window must be open). */
export function useCheckTeamInRound(champId: string) {
  return useMutation({
    mutationFn: ({ teamId, stageId, round }: { teamId: string } & CheckInRound) =>
      callApi(api.participation.checkIn, { params: { id: champId }, body: { teamId, stageId, round } }),
  });
}

/** Closes the competition's check-in now, or a round's when one is given. */
export function useCloseCheckIn(champId: string) {
  return useMutation({
    mutationFn: (round?: CheckInRound) =>
      callApi(api.participation.closeCheckIn, {
        params: { id: champId },
        query: round ? { stageId: round.stageId, round: round.round } : {},
      }),
  });
}

/** Removes a round's window before its close runs (set for the wrong round). */
export function useDeleteRoundCheckIn(champId: string) {
  return useMutation({
    mutationFn: (round: CheckInRound) =>
      callApi(api.participation.deleteRoundCheckIn, {
        params: { id: champId },
        query: { stageId: round.stageId, round: round.round },
      }),
  });
}

export function useWithdrawTeam(champId: string) {
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId: string; body: WithdrawBody }) =>
      callApi(api.participation.withdrawTeam, { params: { id: champId, teamId }, body }),
  });
}

export function useForfeit() {
  return useMutation({
    mutationFn: ({ fixtureId, side }: { fixtureId: string; side: ForfeitSide }) =>
      callApi(api.matchSheets.setScore, { params: { id: fixtureId }, query: {}, body: { forfeit: side } }),
  });
}
