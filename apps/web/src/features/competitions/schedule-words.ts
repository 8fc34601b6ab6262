import type { Constraint } from '@matchday/contracts';
import type { TFunction } from 'i18next';

/**
 * A scheduling constraint in the organiser's words, from the catalogue (`scheduler.words.*`): "Riverside: no home
 * game in rounds 3–5", "Harbour v Riverside must be in round 4", "At most 1 break per team". The domain has an
 * English-only `describeConstraint` for the server's messages; the screens say the same through i18n. Rounds are
 * the API's, numbered from 1; `teamCount` and `roundCount` let "every team" and "all rounds" be said as such.
 */
export type WordsContext = {
  t: TFunction;
  /** The team's name, or a stand-in for an id the competition no longer has. */
  name: (teamId: string) => string;
  teamCount: number;
  roundCount: number;
  language?: string;
};

export function describeScheduleConstraint(c: Constraint, ctx: WordsContext): string {
  const { t } = ctx;
  const list = (parts: string[]) => joinWords(parts, ctx.language);
  const allTeams = (teams: string[]) => ctx.teamCount > 1 && new Set(teams).size >= ctx.teamCount;
  /** Teams inside a sentence ("against every team") and at its start ("All teams together: …"). */
  const teams = (ids: string[]) => (allTeams(ids) ? t('scheduler.words.anyTeam') : list(ids.map(ctx.name)));
  const subject = (ids: string[]) =>
    allTeams(ids) ? t('scheduler.words.allTeams') : list(ids.map(ctx.name));
  /** "Riverside", "each of Riverside and Harbour", "every team": who a per-team rule is about. */
  const who = (ids: string[]) =>
    allTeams(ids)
      ? t('scheduler.words.everyTeam')
      : ids.length > 1
        ? t('scheduler.words.eachOf', { teams: list(ids.map(ctx.name)) })
        : list(ids.map(ctx.name));
  const rounds = (rs: number[]) => describeRoundList(rs, ctx);
  const venueWord = (venue: 'home' | 'away' | 'any', count: number) =>
    t(`scheduler.words.games.${venue}`, { count });
  const text = ((): string => {
    switch (c.kind) {
      case 'maxHomeInRounds':
      case 'maxAwayInRounds': {
        const where = c.kind === 'maxHomeInRounds' ? 'home' : 'away';
        if (c.max === 0)
          return t(`scheduler.words.none.${where}`, { who: who(c.teams), rounds: rounds(c.rounds) });
        return t(c.min ? 'scheduler.words.between' : 'scheduler.words.atMost', {
          who: who(c.teams),
          min: c.min,
          count: c.max,
          games: venueWord(where, c.max),
          rounds: rounds(c.rounds),
        });
      }
      case 'maxGamesAgainstInRounds':
        return t('scheduler.words.against', {
          who: who(c.teams),
          count: c.max,
          games: venueWord(c.venue, c.max),
          opponents: teams(c.opponents),
          rounds: rounds(c.rounds),
        });
      case 'maxGamesAgainstInAnyWindow':
        return t('scheduler.words.againstWindow', {
          who: who(c.teams),
          count: c.max,
          games: venueWord(c.venue, c.max),
          opponents: teams(c.opponents),
          window: c.window,
        });
      case 'maxGroupGames':
        return t(c.per === 'eachRound' ? 'scheduler.words.groupEachRound' : 'scheduler.words.groupTotal', {
          teams: subject(c.teams),
          count: c.max,
          games: venueWord(c.venue, c.max),
          opponents: teams(c.opponents),
          rounds: rounds(c.rounds),
        });
      case 'fixedGame':
        return t(c.rounds.length > 1 ? 'scheduler.words.fixedOneOf' : 'scheduler.words.fixed', {
          home: ctx.name(c.home),
          away: ctx.name(c.away),
          rounds: rounds(c.rounds),
        });
      case 'forbiddenGame':
        return t('scheduler.words.forbidden', {
          home: ctx.name(c.home),
          away: ctx.name(c.away),
          rounds: rounds(c.rounds),
        });
      case 'gamesInRounds': {
        const games = list(
          c.games.map((g) => t('scheduler.words.game', { home: ctx.name(g.home), away: ctx.name(g.away) })),
        );
        const key =
          c.min === c.max
            ? 'scheduler.words.gamesExactly'
            : c.min > 0
              ? 'scheduler.words.gamesBetween'
              : 'scheduler.words.gamesAtMost';
        return t(key, { min: c.min, max: c.max, games, rounds: rounds(c.rounds) });
      }
      case 'maxBreaks': {
        const everywhere = allTeams(c.teams) && coversAllRounds(c.rounds, ctx.roundCount);
        if (everywhere) return t(`scheduler.words.breaksPerTeam.${c.breakType}`, { count: c.max });
        return t(`scheduler.words.breaks.${c.breakType}`, {
          who: who(c.teams),
          count: c.max,
          rounds: rounds(c.rounds),
        });
      }
      case 'maxTotalBreaks':
        return t('scheduler.words.totalBreaks', {
          teams: subject(c.teams),
          count: c.max,
          rounds: rounds(c.rounds),
        });
      case 'homeBalance':
        return coversAllRounds(c.rounds, ctx.roundCount)
          ? t('scheduler.words.homeBalanceAll', { teams: subject(c.teams), count: c.maxDifference })
          : t('scheduler.words.homeBalance', {
              teams: subject(c.teams),
              count: c.maxDifference,
              rounds: rounds(c.rounds),
            });
      case 'separation':
        return t('scheduler.words.separation', { teams: subject(c.teams), count: c.min });
    }
  })();
  return c.soft ? t('scheduler.words.wish', { text, weight: c.weight ?? 1 }) : text;
}

function coversAllRounds(rounds: number[], roundCount: number): boolean {
  return roundCount > 0 && new Set(rounds.filter((r) => r >= 1 && r <= roundCount)).size >= roundCount;
}

/** "round 4", "rounds 3–5", "rounds 1, 3 and 7–9", "every round" (rounds from 1). */
export function describeRoundList(
  list: readonly number[],
  ctx: Pick<WordsContext, 't' | 'roundCount' | 'language'>,
): string {
  const sorted = [...new Set(list)].sort((a, b) => a - b);
  if (sorted.length === 0) return ctx.t('scheduler.words.noRound');
  if (coversAllRounds(sorted, ctx.roundCount) && sorted.length > 1)
    return ctx.t('scheduler.words.everyRound');
  const runs: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    if (j - i >= 2) runs.push(`${sorted[i]}–${sorted[j]}`);
    else for (let k = i; k <= j; k++) runs.push(`${sorted[k]}`);
    i = j + 1;
  }
  return ctx.t('scheduler.words.rounds', { count: sorted.length, list: joinWords(runs, ctx.language) });
}

/** "A", "A and B", "A, B and C" in the page's language. */
export function joinWords(parts: string[], language = 'en'): string {
  if (parts.length <= 1) return parts.join('');
  // British English joins the last two with a plain "and", as the organisers' examples do.
  const locale = language === 'en' ? 'en-GB' : language;
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(parts);
}
