import { Badge, Box, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Fixture, Tie } from '@matchday/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import { toScoreDetail } from '../../lib/score-text.ts';
import { formatInstant } from '../../lib/zoned-time.ts';
import classes from './KnockoutBracket.module.css';
import { teamsInRound, toBracket, winnerOf } from './knockout-bracket.ts';

type Props = {
  /** The fixtures of one knockout stage. */
  fixtures: readonly Fixture[];
  /** The stage's name, for the bracket's label. */
  stageName: string;
  /** Where a match links to; the public match page unless given. */
  matchPath?: ((fixtureId: string) => string) | undefined;
  /** Two-legged ties (`GET /stage/{id}/ties`): the aggregate and how each was decided. */
  ties?: readonly Tie[] | undefined;
};

/** Rounds are named by how many teams are left: Final, Semi-finals, Quarter-finals, Round of 16, 32… */
function roundName(t: TFunction, fromEnd: number): string {
  if (fromEnd === 0) return t('match.bracket.final');
  if (fromEnd === 1) return t('match.bracket.semiFinals');
  if (fromEnd === 2) return t('match.bracket.quarterFinals');
  return t('match.bracket.roundOf', { count: teamsInRound(fromEnd) });
}

/** Two by two: the matches whose winners meet in the next round. */
function pairsOf<T>(items: readonly T[]): T[][] {
  const pairs: T[][] = [];
  for (let i = 0; i < items.length; i += 2) pairs.push(items.slice(i, i + 2));
  return pairs;
}

/** One column of a bracket: a round's matches (each a slot: one match, or a tie's legs) under its name. */
export interface BracketColumn {
  readonly key: string;
  readonly name: string;
  /** Each match, in bracket order: its legs (one fixture, or a two-legged tie's two). */
  readonly slots: readonly (readonly Fixture[])[];
  /** The next column has as many matches: a straight line leads on, not a pair joining into one. */
  readonly straight?: boolean | undefined;
  /** Shown greyed with a word instead of joining lines (a bracket reset that was not needed). */
  readonly note?: string | undefined;
}

/** A round's fixtures as slots: the legs of one tie together, in slot order. */
export function toSlots(fixtures: readonly Fixture[]): Fixture[][] {
  const bySlot = new Map<number, Fixture[]>();
  for (const f of fixtures) bySlot.set(f.slot, [...(bySlot.get(f.slot) ?? []), f]);
  return [...bySlot.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, legs]) => legs.sort((a, b) => a.leg - b.leg));
}

/**
 * Columns of a bracket side by side, lines joining each pair of matches to the one they lead to (straight
 * lines where a round keeps its number of matches, as in a losers bracket). Wider than a phone, it scrolls
 * sideways inside itself (the page does not).
 */
export function BracketColumns({
  columns,
  label,
  matchPath = toObserveMatchPath,
  ties,
}: {
  columns: readonly BracketColumn[];
  label: string;
  matchPath?: ((fixtureId: string) => string) | undefined;
  /** Two-legged ties (`GET /stage/{id}/ties`): the aggregate and how each was decided. */
  ties?: readonly Tie[] | undefined;
}) {
  const { t } = useTranslation();
  const lastIndex = columns.length - 1;
  return (
    <Stack gap="xs">
      {columns.length > 1 && (
        <Text size="xs" c="dimmed" hiddenFrom="md">
          {t('match.bracket.scroll')}
        </Text>
      )}
      {/* Focusable, so a keyboard can scroll it too. */}
      <Box className={classes.scroller} role="region" aria-label={label} tabIndex={0}>
        <div className={classes.bracket}>
          {columns.map((c, i) => (
            <section
              key={c.key}
              className={classes.round}
              aria-label={c.name}
              data-first={i === 0 || undefined}
              data-last={i === lastIndex || c.note !== undefined || undefined}
              data-muted={c.note !== undefined || undefined}
            >
              <div className={classes.roundTitle}>{c.name}</div>
              {c.note && <div className={classes.roundNote}>{c.note}</div>}
              <div className={classes.matches}>
                {(c.straight ? c.slots.map((s) => [s]) : pairsOf(c.slots)).map((pair) => (
                  <div
                    key={pair.map((legs) => legs.map((f) => f.id).join()).join()}
                    className={classes.pair}
                    data-single={pair.length === 1 || undefined}
                  >
                    {pair.map((legs) => (
                      <div key={legs[0]?.id} className={classes.slot}>
                        {legs.length > 1 ? (
                          <TieMatch legs={legs} matchPath={matchPath} tie={tieOf(ties, legs)} />
                        ) : legs[0] ? (
                          <BracketMatch fixture={legs[0]} matchPath={matchPath} />
                        ) : null}
                      </div>
                    ))}
                  </div>
                ))}
              </div>
            </section>
          ))}
        </div>
      </Box>
    </Stack>
  );
}

/** The tie a pair of legs belongs to, by its fixtures. */
function tieOf(ties: readonly Tie[] | undefined, legs: readonly Fixture[]): Tie | undefined {
  const first = legs[0]?.id;
  return ties?.find((tie) => first !== undefined && tie.fixtureIds.includes(first));
}

/**
 * A knockout stage drawn as a bracket: a column per round under its name, each match with both sides,
 * the score and shoot-out, the side that went through highlighted, and a link to the match page; a
 * two-legged tie shows both legs and the aggregate. The third-place match stands apart below.
 */
export function KnockoutBracket({ fixtures, stageName, matchPath = toObserveMatchPath, ties }: Props) {
  const { t } = useTranslation();
  const bracket = toBracket(fixtures);
  if (bracket.rounds.length === 0) return <Text c="dimmed">{t('match.bracket.empty')}</Text>;
  return (
    <Stack gap="xs">
      <BracketColumns
        label={t('match.bracket.label', { stage: stageName })}
        matchPath={matchPath}
        ties={ties}
        columns={bracket.rounds.map((r) => ({
          key: String(r.round),
          name: roundName(t, r.fromEnd),
          slots: toSlots(r.fixtures),
        }))}
      />
      {bracket.thirdPlace.map((f) => (
        <Stack
          key={f.id}
          gap={6}
          component="section"
          aria-label={t('match.bracket.thirdPlace')}
          maw={260}
          mt="md"
        >
          <div className={classes.roundTitle} style={{ textAlign: 'left' }}>
            {t('match.bracket.thirdPlace')}
          </div>
          <BracketMatch fixture={f} matchPath={matchPath} />
        </Stack>
      ))}
    </Stack>
  );
}

export function BracketMatch({
  fixture: f,
  matchPath,
}: {
  fixture: Fixture;
  matchPath: (fixtureId: string) => string;
}) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  // An empty side says whom it waits for when the server knows ("Winner Group A", "Loser of WB2-1").
  const home = f.homeTeamName ?? f.homeLabel ?? t('match.tbd');
  const away = f.awayTeamName ?? (f.isBye ? t('match.bracket.bye') : (f.awayLabel ?? t('match.tbd')));
  const winner = winnerOf(f);
  const played = f.homeScore !== null && f.awayScore !== null && f.status !== 'scheduled';
  const live = f.status === 'live' || f.status === 'halftime';
  const pens = f.homePenalties !== null && f.awayPenalties !== null;
  const series = f.bestOf > 1;
  const detail = toScoreDetail(t, f);
  // A walkover says who forfeited and why (issue 27): "W/O · Withdrawn: …".
  const forfeitNote = f.forfeit
    ? [t('competitions.forfeit.noteLong', { team: f.forfeit === 'home' ? home : away }), f.resultNote]
        .filter(Boolean)
        .join(' · ')
    : null;
  const label = `${
    played
      ? `${home} ${f.homeScore}–${f.awayScore} ${away}${pens ? ` ${t('match.penaltiesShort', { home: f.homePenalties, away: f.awayPenalties })}` : ''}${detail ? ` (${detail})` : ''}`
      : `${home} ${t('match.vs')} ${away}${series ? ` (${detail})` : ''}`
  }${forfeitNote ? `. ${forfeitNote}` : ''}`;
  const rows = (
    <>
      <SideRow
        name={home}
        score={played ? f.homeScore : null}
        pens={pens ? f.homePenalties : null}
        state={winner === null ? null : winner === 'home' ? 'winner' : 'loser'}
      />
      <SideRow
        name={away}
        score={played ? f.awayScore : null}
        pens={pens ? f.awayPenalties : null}
        state={winner === null ? null : winner === 'away' ? 'winner' : 'loser'}
      />
      {series && (
        <div className={classes.meta} data-testid="series">
          <span>{t('match.series.bestOfShort', { count: f.bestOf })}</span>
          <span>{f.games.map((g) => `${g.home}–${g.away}`).join(', ')}</span>
        </div>
      )}
      {forfeitNote && (
        <div className={classes.meta} data-testid="forfeit-note" title={forfeitNote}>
          <span>
            {t('competitions.forfeit.note')} ·{' '}
            {f.resultNote ?? t('competitions.forfeit.noteLong', { team: f.forfeit === 'home' ? home : away })}
          </span>
        </div>
      )}
      {(live || f.startsAt || f.status === 'postponed' || f.status === 'cancelled') && (
        <div className={classes.meta}>
          <span>{f.startsAt ? formatInstant(f.startsAt, timeZone, 'D MMM, HH:mm') : ''}</span>
          {live ? (
            <Badge size="xs" color="red" variant="filled">
              {t('match.bracket.live')}
            </Badge>
          ) : f.status === 'postponed' || f.status === 'cancelled' ? (
            <span>{t(`match.status.${f.status}`)}</span>
          ) : null}
        </div>
      )}
    </>
  );
  // Assistive technology reads the match as one sentence, the eye reads the two rows. Not an aria-label: a
  // link's name must contain its visible text (WCAG 2.5.3, label in name), and the rows' text is in another
  // order ("Brazil 1 Chile 1" under the name "Brazil 1–1 Chile").
  const content = (
    <>
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden="true">{rows}</div>
    </>
  );
  // A bye is no match: nothing to open.
  if (f.isBye) {
    return (
      <Paper withBorder radius="sm" className={classes.match} data-testid="bracket-match">
        {content}
      </Paper>
    );
  }
  return (
    <Paper
      component={Link}
      to={matchPath(f.id)}
      withBorder
      radius="sm"
      className={classes.match}
      data-testid="bracket-match"
    >
      {content}
    </Paper>
  );
}

function SideRow({
  name,
  score,
  pens,
  state,
}: {
  name: string;
  score: number | null;
  pens: number | null;
  state: 'winner' | 'loser' | null;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={classes.team}
      data-winner={state === 'winner' || undefined}
      data-loser={state === 'loser' || undefined}
      title={state === 'winner' ? `${name} · ${t('match.bracket.winner')}` : name}
    >
      <span className={classes.teamName}>{name}</span>
      <span className={classes.score}>
        {pens !== null && <span className={classes.pens}>({pens})</span>}
        {score ?? ''}
      </span>
    </div>
  );
}

/**
 * A two-legged tie: both sides with the aggregate (the first leg's home team on top), the side through
 * highlighted, then each leg's score in the same order (the second leg's home team is the bottom one) with a
 * link to its match page, and how the tie was decided.
 */
function TieMatch({
  legs,
  tie,
  matchPath,
}: {
  legs: readonly Fixture[];
  tie: Tie | undefined;
  matchPath: (fixtureId: string) => string;
}) {
  const { t } = useTranslation();
  const first = legs[0];
  if (!first) return null;
  const home = first.homeTeamName ?? first.homeLabel ?? t('match.tbd');
  const away = first.awayTeamName ?? first.awayLabel ?? t('match.tbd');
  const played = legs.some((f) => f.homeScore !== null && f.status !== 'scheduled');
  const winner = tie?.winnerTeamId == null ? null : tie.winnerTeamId === first.homeTeamId ? 'home' : 'away';
  const aggregate = played && tie ? tie.aggregate : null;
  const how = tie?.decidedBy ? t(`match.tie.decidedBy.${tie.decidedBy}`) : null;
  const legText = (f: Fixture) => {
    if (f.homeScore === null || f.awayScore === null || f.status === 'scheduled') return t('match.vs');
    // In the tie's order: the first leg's home team first.
    const [a, b] =
      f.homeTeamId === first.homeTeamId ? [f.homeScore, f.awayScore] : [f.awayScore, f.homeScore];
    const pens =
      f.homePenalties !== null && f.awayPenalties !== null
        ? ` ${t('match.penaltiesShort', {
            home: f.homeTeamId === first.homeTeamId ? f.homePenalties : f.awayPenalties,
            away: f.homeTeamId === first.homeTeamId ? f.awayPenalties : f.homePenalties,
          })}`
        : '';
    return `${a}–${b}${f.extraTime ? ` ${t('match.tie.aet')}` : ''}${pens}`;
  };
  const label = `${home} ${aggregate ? `${aggregate.home}–${aggregate.away}` : t('match.vs')} ${away}, ${t('match.tie.aggregate')}${how ? `, ${how}` : ''}`;
  return (
    <Paper withBorder radius="sm" className={classes.match} data-testid="bracket-tie" aria-label={label}>
      <SideRow
        name={home}
        score={aggregate?.home ?? null}
        pens={null}
        state={winner === null ? null : winner === 'home' ? 'winner' : 'loser'}
      />
      <SideRow
        name={away}
        score={aggregate?.away ?? null}
        pens={null}
        state={winner === null ? null : winner === 'away' ? 'winner' : 'loser'}
      />
      <div className={classes.legs}>
        {legs.map((f) => (
          <Link key={f.id} to={matchPath(f.id)} className={classes.leg}>
            <span>{t('match.tie.leg', { leg: f.leg })}</span>
            <span>{legText(f)}</span>
          </Link>
        ))}
        {how && <span data-testid="tie-decided">{how}</span>}
      </div>
    </Paper>
  );
}
