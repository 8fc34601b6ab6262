import type { Fixture, FixtureStatus } from '@matchday/contracts';
import { describe, expect, it } from 'vitest';
import { toJsonLdText, toSportsEventJsonLd } from './match-schema-org.ts';

const fixture = (over: Partial<Fixture>) =>
  ({
    id: 'f1',
    champName: 'Spring Cup',
    homeTeamId: 'h1',
    awayTeamId: 'a1',
    homeTeamName: 'Lions',
    awayTeamName: 'Tigers',
    homeScore: null,
    awayScore: null,
    status: 'scheduled',
    startsAt: '2026-05-01T15:00:00.000Z',
    ...over,
  }) as Fixture;

const build = (over: Partial<Fixture>, extra: { location?: string } = {}) =>
  toSportsEventJsonLd({
    sheet: { fixture: fixture(over) },
    url: 'https://matchday.test/observe/match-center/f1',
    teamUrl: (id) => `https://matchday.test/observe/team/${id}`,
    sport: 'Football',
    tbd: 'To be decided',
    ...extra,
  });

describe('toSportsEventJsonLd', () => {
  it.each<[FixtureStatus, string]>([
    ['scheduled', 'EventScheduled'],
    ['postponed', 'EventPostponed'],
    ['cancelled', 'EventCancelled'],
    // schema.org has no "in progress" or "completed": a match played as planned stays scheduled.
    ['live', 'EventScheduled'],
    ['halftime', 'EventScheduled'],
    ['finished', 'EventScheduled'],
  ])('maps a %s match to %s', (status, schemaStatus) => {
    expect(build({ status }).eventStatus).toBe(`https://schema.org/${schemaStatus}`);
  });

  it('names the match "Home vs Away" with both teams as SportsTeam, the sport and the kick-off', () => {
    expect(build({})).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsEvent',
      name: 'Lions vs Tigers',
      sport: 'Football',
      startDate: '2026-05-01T15:00:00.000Z',
      homeTeam: { '@type': 'SportsTeam', name: 'Lions', url: 'https://matchday.test/observe/team/h1' },
      awayTeam: { '@type': 'SportsTeam', name: 'Tigers', url: 'https://matchday.test/observe/team/a1' },
    });
  });

  it('gives the result once played, the place when known, and no start date when there is none', () => {
    const data = build(
      { status: 'finished', homeScore: 2, awayScore: 1, startsAt: null },
      { location: 'Maracanã' },
    );
    expect(data.description).toBe('Lions 2–1 Tigers');
    expect(data.location).toEqual({ '@type': 'Place', name: 'Maracanã' });
    expect(data).not.toHaveProperty('startDate');
  });

  it('names a side still to be decided, without a team page', () => {
    const data = build({ awayTeamId: null, awayTeamName: null });
    expect(data.name).toBe('Lions vs To be decided');
    expect(data.awayTeam).toEqual({ '@type': 'SportsTeam', name: 'To be decided' });
  });

  it('escapes "<" so a team name cannot close the script element', () => {
    const text = toJsonLdText(build({ homeTeamName: '</script><b>' }));
    expect(text).not.toContain('<');
    expect(JSON.parse(text).homeTeam.name).toBe('</script><b>');
  });
});
