import type { FixtureStatus, MatchSheet } from '@matchday/contracts';

/**
 * schema.org `SportsEvent` data of a match page (issue 10 "Match pages carry schema.org SportsEvent data"),
 * for search engines and link previews: https://schema.org/SportsEvent.
 */

/**
 * schema.org's `EventStatusType` has no "in progress" or "completed": a match being played or played as
 * planned is `EventScheduled` (https://schema.org/EventStatusType).
 */
const EVENT_STATUS: Record<FixtureStatus, string> = {
  scheduled: 'https://schema.org/EventScheduled',
  live: 'https://schema.org/EventScheduled',
  halftime: 'https://schema.org/EventScheduled',
  finished: 'https://schema.org/EventScheduled',
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

export interface SportsEventInput {
  sheet: Pick<MatchSheet, 'fixture'>;
  /** The page's own address. */
  url: string;
  /** Absolute addresses of the team pages. */
  teamUrl: (teamId: string) => string;
  /** The sport's name (`Football`); the sport's id when the name is not known. */
  sport: string;
  /** Name of the competition, for `superEvent`. */
  competition?: { name: string; url: string } | undefined;
  /** The venue's name, when the fixture has one. */
  location?: string | null | undefined;
  /** Text for a side not decided yet (a knockout slot). */
  tbd: string;
}

type JsonLd = Record<string, unknown>;

/** The page's `SportsEvent` object. */
export function toSportsEventJsonLd(input: SportsEventInput): JsonLd {
  const f = input.sheet.fixture;
  const team = (id: string | null, name: string | null): JsonLd => ({
    '@type': 'SportsTeam',
    name: name ?? input.tbd,
    ...(id ? { url: input.teamUrl(id) } : {}),
  });
  const home = f.homeTeamName ?? input.tbd;
  const away = f.awayTeamName ?? input.tbd;
  const played = f.homeScore !== null && f.awayScore !== null && f.status !== 'scheduled';
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${home} vs ${away}`,
    url: input.url,
    sport: input.sport,
    eventStatus: EVENT_STATUS[f.status],
    ...(f.startsAt ? { startDate: f.startsAt } : {}),
    homeTeam: team(f.homeTeamId, f.homeTeamName),
    awayTeam: team(f.awayTeamId, f.awayTeamName),
    competitor: [team(f.homeTeamId, f.homeTeamName), team(f.awayTeamId, f.awayTeamName)],
    ...(played ? { description: `${home} ${f.homeScore}–${f.awayScore} ${away}` } : {}),
    ...(input.location ? { location: { '@type': 'Place', name: input.location } } : {}),
    ...(input.competition
      ? { superEvent: { '@type': 'SportsEvent', name: input.competition.name, url: input.competition.url } }
      : {}),
  };
}

/**
 * The object as the text of a `<script type="application/ld+json">`: `<` escaped, so a team called
 * `</script>` cannot end the script early.
 */
export function toJsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
