import { Badge, Box, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
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

/**
 * A knockout stage drawn as a bracket: a column per round under its name, each match with both sides,
 * the score and shoot-out, the side that went through highlighted, and a link to the match page. Wider
 * than a phone, it scrolls sideways inside itself (the page does not). The third-place match stands apart
 * below.
 */
export function KnockoutBracket({ fixtures, stageName, matchPath = toObserveMatchPath }: Props) {
  const { t } = useTranslation();
  const bracket = toBracket(fixtures);
  if (bracket.rounds.length === 0) return <Text c="dimmed">{t('match.bracket.empty')}</Text>;
  const lastIndex = bracket.rounds.length - 1;
  return (
    <Stack gap="xs">
      {bracket.rounds.length > 1 && (
        <Text size="xs" c="dimmed" hiddenFrom="md">
          {t('match.bracket.scroll')}
        </Text>
      )}
      {/* Focusable, so a keyboard can scroll it too. */}
      <Box
        className={classes.scroller}
        role="region"
        aria-label={t('match.bracket.label', { stage: stageName })}
        tabIndex={0}
      >
        <div className={classes.bracket}>
          {bracket.rounds.map((r, i) => {
            const name = roundName(t, r.fromEnd);
            return (
              <section
                key={r.round}
                className={classes.round}
                aria-label={name}
                data-first={i === 0 || undefined}
                data-last={i === lastIndex || undefined}
              >
                <div className={classes.roundTitle}>{name}</div>
                <div className={classes.matches}>
                  {pairsOf(r.fixtures).map((pair) => (
                    <div
                      key={pair.map((f) => f.id).join()}
                      className={classes.pair}
                      data-single={pair.length === 1 || undefined}
                    >
                      {pair.map((f) => (
                        <div key={f.id} className={classes.slot}>
                          <BracketMatch fixture={f} matchPath={matchPath} />
                        </div>
                      ))}
                    </div>
                  ))}
                </div>
              </section>
            );
          })}
        </div>
      </Box>
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

function BracketMatch({
  fixture: f,
  matchPath,
}: {
  fixture: Fixture;
  matchPath: (fixtureId: string) => string;
}) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const home = f.homeTeamName ?? t('match.tbd');
  const away = f.awayTeamName ?? (f.isBye ? t('match.bracket.bye') : t('match.tbd'));
  const winner = winnerOf(f);
  const played = f.homeScore !== null && f.awayScore !== null && f.status !== 'scheduled';
  const live = f.status === 'live' || f.status === 'halftime';
  const pens = f.homePenalties !== null && f.awayPenalties !== null;
  const series = f.bestOf > 1;
  const detail = toScoreDetail(t, f);
  const label = played
    ? `${home} ${f.homeScore}–${f.awayScore} ${away}${pens ? ` ${t('match.penaltiesShort', { home: f.homePenalties, away: f.awayPenalties })}` : ''}${detail ? ` (${detail})` : ''}`
    : `${home} ${t('match.vs')} ${away}${series ? ` (${detail})` : ''}`;
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
