import type { MatchSheet, SportType } from '@matchday/contracts';
import { boxScoreKeysOf, countGoals } from '@matchday/domain';
import type { RequestContext } from '../../core/context.ts';
import { AppError, ErrorKind } from '../../errors.ts';
import { getSportType } from '../reference/reference.service.ts';
import { findEventsOf } from './events.service.ts';
import { findLineups, getSheetFixture } from './lineups.service.ts';
import { listMedia } from './media.service.ts';

/** The first page of media the match page shows; the rest come from `GET /fixture/{id}/media`. */
const MEDIA_PAGE = { pageIndex: 0, pageSize: 20 };

/** A sport no longer in the catalogue still shows its matches: one untimed period. */
const UNKNOWN_SPORT_PERIODS = { count: 1, minutes: null, name: 'period' };

async function periodsOf(ctx: RequestContext, sportKindId: string): Promise<SportType['periods']> {
  try {
    return (await getSportType(ctx, sportKindId)).periods;
  } catch (error) {
    if (error instanceof AppError && error.kind === ErrorKind.notFound) return UNKNOWN_SPORT_PERIODS;
    throw error;
  }
}

/**
 * `GET /fixture/{id}/match-sheet`: everything the match page shows in one read — the fixture, both line-ups,
 * the numbered timeline, the goals in the score that no event accounts for, the first media page, the sport's
 * periods for the clock and its box-score columns.
 */
export async function getMatchSheet(ctx: RequestContext, fixtureId: string): Promise<MatchSheet> {
  const { fixture, sportKindId } = await getSheetFixture(ctx, fixtureId);
  const [lineups, events, media, periods] = await Promise.all([
    findLineups(ctx, fixture),
    findEventsOf(ctx, fixtureId),
    listMedia(ctx, fixtureId, MEDIA_PAGE),
    periodsOf(ctx, sportKindId),
  ]);
  const goals = countGoals(events);
  return {
    fixture,
    sportKindId,
    home: lineups.home,
    away: lineups.away,
    events,
    unattributedGoals: {
      home: Math.max(0, (fixture.homeScore ?? 0) - goals.home),
      away: Math.max(0, (fixture.awayScore ?? 0) - goals.away),
    },
    media,
    periods: { count: periods.count, minutes: periods.minutes, name: periods.name },
    boxScoreKeys: [...boxScoreKeysOf(sportKindId)],
    canEdit: fixture.canEdit,
  };
}
