import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { callApi } from '../../api/client.ts';
import { toErrorMessage } from '../../components/notifications.ts';

/** One team of a batch: an existing team (`teamId`), or a name to create the team from first. */
export type BatchItem = { name: string; teamId?: string };

/** What became of one team; nothing of a batch is dropped without a line here. */
export type BatchOutcome =
  | { status: 'added'; name: string; teamId: string }
  /** An existing team the server refused to enter (a 403 `champ.team_not_managed`, say). */
  | { status: 'notAdded'; name: string; teamId: string; message: string }
  /** `POST /api/teams` refused: no team exists. */
  | { status: 'notCreated'; name: string; message: string }
  /** The team was created (it exists now, owned by the caller) but not entered. */
  | { status: 'createdNotAdded'; name: string; teamId: string; message: string };

export type BatchKind = 'add' | 'create';
export type BatchResult = { kind: BatchKind; outcomes: BatchOutcome[] };
export type BatchProgress = { kind: BatchKind; current: number; total: number };

/**
 * Enters several teams into a competition one call at a time (`POST /api/champs/{id}/teams`), creating first
 * those given by name (`POST /api/teams`, of the competition's sport). Calls run in order, so the server sees
 * what a person clicking would; a refusal is kept with the server's message and the batch goes on.
 *
 * The whole batch is one mutation: the app's rule (app/providers.tsx) refreshes every query once, after it.
 */
export function useTeamBatch(champId: string, sportKindId: string) {
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ kind, items }: { kind: BatchKind; items: BatchItem[] }): Promise<BatchResult> => {
      const outcomes: BatchOutcome[] = [];
      try {
        for (const [index, item] of items.entries()) {
          setProgress({ kind, current: index + 1, total: items.length });
          outcomes.push(await enterOne(champId, sportKindId, item));
        }
      } finally {
        setProgress(null);
      }
      return { kind, outcomes };
    },
  });
  return {
    /** Runs a batch; resolves with every team's outcome (never rejects for a refused team). */
    run: (kind: BatchKind, items: BatchItem[]) => mutation.mutateAsync({ kind, items }),
    /** The kind of the batch under way, if any. */
    running: mutation.isPending ? (mutation.variables?.kind ?? null) : null,
    progress,
    /** The last batch's outcomes, until dismissed or the next batch starts. */
    result: mutation.data,
    dismiss: mutation.reset,
  };
}

async function enterOne(champId: string, sportKindId: string, item: BatchItem): Promise<BatchOutcome> {
  let teamId = item.teamId;
  if (teamId === undefined) {
    try {
      const team = await callApi(api.teams.createTeam, { body: { name: item.name, sportKindId } });
      teamId = team.id;
    } catch (error) {
      return { status: 'notCreated', name: item.name, message: toErrorMessage(error) };
    }
  }
  try {
    await callApi(api.champs.addChampTeam, { params: { id: champId }, body: { teamId } });
    return { status: 'added', name: item.name, teamId };
  } catch (error) {
    const message = toErrorMessage(error);
    return item.teamId === undefined
      ? { status: 'createdNotAdded', name: item.name, teamId, message }
      : { status: 'notAdded', name: item.name, teamId, message };
  }
}
