import type { Constraint, ScheduleStageBody, Stage } from '@matchday/contracts';
import { roundsPerLeg } from '@matchday/domain';
import { addDays, isCalendarDate } from '../../lib/zoned-time.ts';

/**
 * What the organiser is putting together on the scheduler screen before anything is saved: the constraints (the
 * API's, rounds from 1) and how rounds get dates. Kept in the browser per stage (`localStorage`), so leaving the
 * page, or a preview that fails, loses nothing; the server keeps only the fixtures it saves.
 */
export type RoundDates = {
  mode: 'weekly' | 'list';
  startDate: string;
  daysBetweenRounds: number | string;
  /** Mode `list`: one `YYYY-MM-DD` (or '') per round, round 1 first. */
  roundDates: string[];
  kickoffTime: string;
};

/** What the screen does not edit (venues, slots, team times, rest, phased…) but a saved schedule was made with. */
export type KeptSettings = Omit<
  ScheduleStageBody,
  | 'constraints'
  | 'roundDates'
  | 'startDate'
  | 'daysBetweenRounds'
  | 'kickoffTime'
  | 'dryRun'
  | 'timeLimitSeconds'
>;

export type ScheduleDraft = { constraints: Constraint[]; dates: RoundDates; kept?: KeptSettings };

export const emptyDraft = (): ScheduleDraft => ({
  constraints: [],
  dates: { mode: 'weekly', startDate: '', daysBetweenRounds: 7, roundDates: [], kickoffTime: '15:00' },
});

const storageKey = (stageId: string) => `matchday.schedule.${stageId}`;

/** The draft kept in this browser for the stage, or null when there is none. */
export function loadDraft(stageId: string): ScheduleDraft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(stageId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<ScheduleDraft>;
    return {
      constraints: Array.isArray(parsed.constraints) ? parsed.constraints : [],
      dates: { ...emptyDraft().dates, ...(parsed.dates ?? {}) },
      ...(parsed.kept ? { kept: parsed.kept } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * A draft from what the stage was last saved with (`GET /stage/{id}/schedule/settings`): its constraints, its
 * dates (a list, or a first date and a gap), its kick-off time, and the rest kept as it was.
 */
export function draftOfSettings(
  settings: Omit<ScheduleStageBody, 'dryRun' | 'timeLimitSeconds'>,
): ScheduleDraft {
  const { constraints, roundDates, startDate, daysBetweenRounds, kickoffTime, ...kept } = settings;
  const base = emptyDraft().dates;
  return {
    constraints,
    dates: {
      mode: roundDates && roundDates.length > 0 ? 'list' : 'weekly',
      startDate: startDate ?? '',
      daysBetweenRounds: daysBetweenRounds ?? base.daysBetweenRounds,
      roundDates: roundDates ?? [],
      kickoffTime: kickoffTime ?? base.kickoffTime,
    },
    kept,
  };
}

export function saveDraft(stageId: string, draft: ScheduleDraft): void {
  try {
    window.localStorage.setItem(storageKey(stageId), JSON.stringify(draft));
  } catch {
    // A full or forbidden storage only costs the draft across visits.
  }
}

/**
 * The rounds of a stage's round robin: every team once a round (one bye a round with an odd number), once per
 * leg; a groups stage counts its largest group.
 */
export function roundCountOf(stage: Pick<Stage, 'type' | 'legs' | 'groupCount'>, teamCount: number): number {
  const size = stage.type === 'groups' ? Math.ceil(teamCount / Math.max(1, stage.groupCount)) : teamCount;
  if (size < 2) return 0;
  return roundsPerLeg(size) * Math.max(1, stage.legs);
}

/** The date (`YYYY-MM-DD`) of a round (from 1), or null when the dates say none. */
export function roundDateOf(dates: RoundDates, round: number): string | null {
  if (dates.mode === 'list') {
    const day = dates.roundDates[round - 1] ?? '';
    return isCalendarDate(day) ? day : null;
  }
  const days = Number(dates.daysBetweenRounds);
  if (!isCalendarDate(dates.startDate) || !Number.isInteger(days) || days < 1) return null;
  return addDays(dates.startDate, (round - 1) * days);
}

/** A ground taken in some rounds: the team plays no home game there (`maxHomeInRounds`, max 0, one team). */
export function isGroundConstraint(
  c: Constraint,
): c is Extract<Constraint, { kind: 'maxHomeInRounds' | 'maxAwayInRounds' }> {
  return c.kind === 'maxHomeInRounds' && c.teams.length === 1 && c.max === 0 && !c.min;
}

/** The rounds a team's ground is marked taken in. */
export function groundRoundsOf(constraints: readonly Constraint[], teamId: string): number[] {
  const rounds = new Set<number>();
  for (const c of constraints)
    if (isGroundConstraint(c) && c.teams[0] === teamId) for (const r of c.rounds) rounds.add(r);
  return [...rounds].sort((a, b) => a - b);
}

/**
 * The constraints with a team's ground taken in exactly `rounds`: its first ground constraint keeps its place
 * (and whether it is a wish), any other of the team's goes, none is left when no round is taken.
 */
export function withGroundRounds(
  constraints: readonly Constraint[],
  teamId: string,
  rounds: number[],
): Constraint[] {
  const sorted = [...new Set(rounds)].sort((a, b) => a - b);
  const out: Constraint[] = [];
  let placed = false;
  for (const c of constraints) {
    if (!(isGroundConstraint(c) && c.teams[0] === teamId)) {
      out.push(c);
      continue;
    }
    if (placed || sorted.length === 0) continue;
    out.push({ ...c, rounds: sorted });
    placed = true;
  }
  if (!placed && sorted.length > 0)
    out.push({ kind: 'maxHomeInRounds', teams: [teamId], rounds: sorted, max: 0 });
  return out;
}

/** The request for `POST /api/stage/{id}/schedule`. */
export function toScheduleBody(draft: ScheduleDraft, roundCount: number, dryRun: boolean): ScheduleStageBody {
  const { dates } = draft;
  const time = /^([01]\d|2[0-3]):[0-5]\d$/.test(dates.kickoffTime) ? dates.kickoffTime : undefined;
  const body: ScheduleStageBody = {
    constraints: draft.constraints,
    dryRun,
    ...(time ? { kickoffTime: time } : {}),
  };
  if (dates.mode === 'list') {
    const list = dates.roundDates.slice(0, roundCount);
    // Every round dated, or none: the API maps its dates to rounds in order.
    if (list.length === roundCount && list.every(isCalendarDate)) body.roundDates = list;
  } else if (isCalendarDate(dates.startDate)) {
    body.startDate = dates.startDate;
    const days = Number(dates.daysBetweenRounds);
    if (Number.isInteger(days) && days >= 1 && days <= 365) body.daysBetweenRounds = days;
  }
  return body;
}
