import type {
  AddMediaBody,
  CreateReportBody,
  EventBody,
  FixtureSearchQuery,
  LineupBody,
  ScoreBody,
  UpdateEventBody,
  UpdateFixtureBody,
  UpdateMediaBody,
} from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { keepPreviousData, useMutation, useQueries, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { matchSheetQuery } from './queries.ts';

/**
 * The match centre's reads and writes (issue 10). Reads hang under `['fixtures', id]`, so the hub's
 * `fixture:{id}` room refreshes them (api/hub.ts); after any write every query is invalidated
 * (app/providers.tsx), so writes need no keys of their own.
 */
export const fixtureKeys = queryKeys.fixtures;

/** `GET /fixture/{id}/match-sheet`: fixture, both line-ups, the timeline, media, clock settings. */
export function useMatchSheet(fixtureId: string | undefined) {
  return useQuery({ ...matchSheetQuery(fixtureId ?? ''), enabled: fixtureId !== undefined });
}

/** `GET /fixture/{id}/media`, newest first. */
export function useFixtureMedia(fixtureId: string, page: { pageIndex: number; pageSize: number }) {
  return useQuery({
    queryKey: fixtureKeys.media(fixtureId, page),
    queryFn: ({ signal }) =>
      callApi(api.matchSheets.listMedia, { params: { id: fixtureId }, query: page }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /teams/preview/fixture/{id}`: form, head-to-head, squads and top scorers before the match. */
export function useFixturePreview(fixtureId: string | undefined, enabled = true) {
  return useQuery({
    enabled: enabled && fixtureId !== undefined,
    queryKey: fixtureKeys.preview(fixtureId ?? ''),
    queryFn: ({ signal }) =>
      callApi(api.matchSheets.getFixturePreview, { params: { id: fixtureId! } }, { signal }),
  });
}

/** `GET /fixture/search?mine=true…`: the matches the caller may run (admin match centre). */
export function useMyFixtures(query: Partial<FixtureSearchQuery>) {
  return useQuery({
    queryKey: fixtureKeys.mine(query),
    queryFn: ({ signal }) =>
      callApi(
        api.fixtures.searchFixtures,
        // Query values travel as text: the contract's schema reads them back.
        { query: { ...query, mine: 'true' } as never },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET /fixture/{id}/reports`: the teams' reports, what the caller may report (issue 27, item 1). */
export function useFixtureReports(fixtureId: string) {
  return useQuery({
    queryKey: fixtureKeys.reports(fixtureId),
    queryFn: ({ signal }) =>
      callApi(api.reports.listFixtureReports, { params: { id: fixtureId } }, { signal }),
  });
}

export function useCreateReport(fixtureId: string) {
  return useMutation({
    mutationFn: (body: CreateReportBody) =>
      callApi(api.reports.createFixtureReport, { params: { id: fixtureId }, body }),
  });
}

export function useSetLineup(fixtureId: string, side: 'home' | 'away') {
  const route = side === 'home' ? api.matchSheets.setHomeSquad : api.matchSheets.setAwaySquad;
  return useMutation({
    mutationFn: (body: LineupBody) => callApi(route, { params: { id: fixtureId }, body }),
  });
}

export function useAddEvent(fixtureId: string) {
  return useMutation({
    mutationFn: (body: EventBody) => callApi(api.matchSheets.addEvent, { params: { id: fixtureId }, body }),
  });
}

export function useAddEvents(fixtureId: string) {
  return useMutation({
    mutationFn: (events: EventBody[]) =>
      callApi(api.matchSheets.addEvents, { params: { id: fixtureId }, body: { events } }),
  });
}

export function useUpdateEvent() {
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body: UpdateEventBody }) =>
      callApi(api.matchSheets.updateEvent, { params: { id: eventId }, body }),
  });
}

export function useDeleteEvent() {
  return useMutation({
    mutationFn: (eventId: string) => callApi(api.matchSheets.deleteEvent, { params: { id: eventId } }),
  });
}

/**
 * `PUT /fixture/{id}/score`; `resetDownstream` confirms clearing the later matches a correction would change
 * (the server's 409 `fixture.downstream_played` names them).
 */
export function useSetMatchScore(fixtureId: string) {
  return useMutation({
    mutationFn: ({ body, resetDownstream }: { body: ScoreBody; resetDownstream?: boolean }) =>
      callApi(api.matchSheets.setScore, {
        params: { id: fixtureId },
        query: resetDownstream ? { reset: 'downstream' } : {},
        body,
      }),
  });
}

/** `GET /fixture/{id}/history`: the result's entries and corrections, oldest first (public). */
export function useFixtureHistory(fixtureId: string) {
  return useQuery({
    queryKey: fixtureKeys.history(fixtureId),
    queryFn: ({ signal }) =>
      callApi(api.fixtures.getFixtureHistory, { params: { id: fixtureId } }, { signal }),
  });
}

/** `GET /fixture/{id}` of each id: the later matches a correction would reset, for the confirmation. */
export function useFixturesById(fixtureIds: readonly string[]) {
  return useQueries({
    queries: fixtureIds.map((id) => ({
      queryKey: [...fixtureKeys.detail(id), 'fixture'] as const,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callApi(api.fixtures.getFixture, { params: { id } }, { signal }),
    })),
  });
}

/** `PUT /fixture/{id}`: kick-off time, status (live, half-time, finished, postponed, cancelled), period. */
export function useUpdateFixture(fixtureId: string) {
  return useMutation({
    mutationFn: (body: UpdateFixtureBody) =>
      callApi(api.fixtures.updateFixture, { params: { id: fixtureId }, body }),
  });
}

export function useAddMedia(fixtureId: string) {
  return useMutation({
    mutationFn: (body: AddMediaBody) =>
      callApi(api.matchSheets.addMedia, { params: { id: fixtureId }, body }),
  });
}

export function useUpdateMedia() {
  return useMutation({
    mutationFn: ({ mediaId, body }: { mediaId: string; body: UpdateMediaBody }) =>
      callApi(api.matchSheets.updateMedia, { params: { id: mediaId }, body }),
  });
}

export function useDeleteMedia() {
  return useMutation({
    mutationFn: (mediaId: string) => callApi(api.matchSheets.deleteMedia, { params: { id: mediaId } }),
  });
}
