import type { ScheduleStageBody } from '@matchday/contracts';
import { apiRefs as api } from '@matchday/contracts/route-refs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/client.ts';
import { queryKeys } from '../../api/query-keys.ts';

/**
 * `POST /stage/{id}/schedule`: a preview (`dryRun`, 200; it changes nothing, so nothing is refreshed after it) or
 * the saved schedule (201).
 */
export function useScheduleStage(stageId: string, { preview }: { preview: boolean }) {
  return useMutation({
    ...(preview ? { meta: { refreshes: 'nothing' } } : {}),
    mutationFn: (body: ScheduleStageBody) =>
      callApi(api.schedule.scheduleStage, { params: { id: stageId }, body }),
  });
}

/** `GET /stage/{id}/schedule` about once a second while a solve runs (`enabled`). */
export function useScheduleProgress(stageId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.champs.scheduleProgress(stageId),
    queryFn: ({ signal }) =>
      callApi(api.schedule.getScheduleProgress, { params: { id: stageId } }, { signal }),
    enabled,
    refetchInterval: enabled ? 1000 : false,
    gcTime: 0,
  });
}

/** `DELETE /stage/{id}/schedule`: stops the running solve; its `POST` then answers 409 `schedule.cancelled`. */
export function useCancelSchedule(stageId: string) {
  return useMutation({
    meta: { refreshes: 'nothing' },
    mutationFn: () => callApi(api.schedule.cancelSchedule, { params: { id: stageId } }),
  });
}

/** `GET /stage/{id}/schedule/settings`: what the stage was last saved with (null settings until then). */
export function useScheduleSettings(stageId: string) {
  return useQuery({
    queryKey: queryKeys.champs.scheduleSettings(stageId),
    queryFn: ({ signal }) =>
      callApi(api.schedule.getScheduleSettings, { params: { id: stageId } }, { signal }),
  });
}
