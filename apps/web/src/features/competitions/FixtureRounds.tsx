import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
import type { TFunction } from 'i18next';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatKickOff } from '../../lib/kick-off.ts';
import { toScoreDetail, toScoreText } from '../../lib/score-text.ts';
import classes from './FixtureRounds.module.css';

type Props = {
  fixtures: readonly Fixture[];
  /** Given on admin pages: a button per playable fixture the user may score. */
  onEnterScore?: ((fixture: Fixture) => void) | undefined;
  /** Given on public pages: where a team's name links to (its team page); without it, names are plain text. */
  teamPath?: ((teamId: string) => string) | undefined;
  /** Where a fixture's score links to (its match page); without it, the score is plain text. */
  matchPath?: ((fixtureId: string) => string) | undefined;
};

type Section = { key: string; title: string; knockout: boolean; rounds: Map<number, Fixture[]> };

/**
 * Fixtures by stage (and group), then by round; results where played. One column of cards on a phone.
 * Memoised: a competition page reads several queries, and each answer re-rendered every card of a season
 * (issue 13: on a phone that is most of the page's blocking time after its first paint).
 */
export const FixtureRounds = memo(function FixtureRounds({
  fixtures,
  onEnterScore,
  teamPath,
  matchPath,
}: Props) {
  const { t } = useTranslation();
  const sections = new Map<string, Section>();
  for (const f of fixtures) {
    const key = `${f.stageId}:${f.groupId ?? ''}`;
    const title = f.groupName ? `${f.stageName} · ${f.groupName}` : f.stageName;
    const section = sections.get(key) ?? {
      key,
      title,
      knockout: f.stageType === 'knockout',
      rounds: new Map<number, Fixture[]>(),
    };
    const round = section.rounds.get(f.round) ?? [];
    round.push(f);
    section.rounds.set(f.round, round);
    sections.set(key, section);
  }
  if (fixtures.length === 0) return <Text c="dimmed">{t('competitions.fixtures.empty')}</Text>;

  return (
    <Stack gap="lg">
      {[...sections.values()].map((section) => (
        <Stack key={section.key} gap="sm" component="section" aria-label={section.title}>
          {/* The pages showing it have their h1 and no h2 of their own (tabs are no headings): the stages are h2. */}
          <Title order={2} size="h4">
            {section.title}
          </Title>
          {[...section.rounds.entries()]
            .sort(([a], [b]) => a - b)
            .map(([round, items]) => {
              const label = roundLabel(
                t,
                round,
                section.knockout ? Math.max(...section.rounds.keys()) : null,
              );
              return (
                <Stack key={round} gap={6} component="section" aria-label={label}>
                  <Text fw={600} size="sm" c="dimmed">
                    {label}
                  </Text>
                  {[...items]
                    .sort((a, b) => a.slot - b.slot)
                    .map((f) => (
                      <FixtureCard
                        key={f.id}
                        fixture={f}
                        onEnterScore={onEnterScore}
                        teamPath={teamPath}
                        matchPath={matchPath}
                      />
                    ))}
                </Stack>
              );
            })}
        </Stack>
      ))}
    </Stack>
  );
});

/** Knockout rounds are named from the end (final, semi-finals, quarter-finals); other rounds by number. */
function roundLabel(t: TFunction, round: number, lastRound: number | null): string {
  const fromEnd = lastRound === null ? -1 : lastRound - round;
  if (fromEnd === 0) return t('competitions.fixtures.final');
  if (fromEnd === 1) return t('competitions.fixtures.semiFinals');
  if (fromEnd === 2) return t('competitions.fixtures.quarterFinals');
  return t('competitions.fixtures.round', { round });
}

export function FixtureCard({
  fixture: f,
  onEnterScore,
  teamPath,
  matchPath,
}: {
  fixture: Fixture;
  onEnterScore?: Props['onEnterScore'];
  teamPath?: Props['teamPath'];
  matchPath?: Props['matchPath'];
}) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const home = f.homeTeamName ?? t('competitions.fixtures.tbd');
  const away = f.awayTeamName ?? (f.isBye ? t('competitions.fixtures.bye') : t('competitions.fixtures.tbd'));
  const result = toScoreText(t, f);
  const detail = toScoreDetail(t, f);
  const played = result !== undefined;
  const live = f.status === 'live' || f.status === 'halftime';
  const playable = !f.isBye && f.homeTeamId !== null && f.awayTeamId !== null;
  const scoreText = result ?? t('competitions.fixtures.vs');
  const score = (
    <Badge
      variant={played ? 'filled' : 'light'}
      color={live ? 'red' : played ? 'dark' : 'gray'}
      miw={64}
      style={{ flexShrink: 0, cursor: matchPath ? 'pointer' : undefined }}
      tt={played ? 'none' : undefined}
    >
      {scoreText}
    </Badge>
  );
  return (
    <article className={classes.card} data-testid="fixture" aria-label={`${home} – ${away}`}>
      <div className={classes.row}>
        <div className={classes.sides}>
          <p className={`${classes.side} ${classes.home}`}>
            <TeamName name={home} teamId={f.homeTeamId} teamPath={teamPath} />
          </p>
          {matchPath && !f.isBye ? (
            // The score opens the match page (timeline, line-ups, media).
            <Link
              to={matchPath(f.id)}
              // Begins with what it shows (WCAG 2.5.3, label in name), then says where it leads.
              aria-label={t('match.matchOf', { score: scoreText, home, away })}
              className={`${classes.scoreLink} mantine-focus-auto`}
            >
              {score}
            </Link>
          ) : (
            score
          )}
          <p className={classes.side}>
            <TeamName name={away} teamId={f.awayTeamId} teamPath={teamPath} />
          </p>
        </div>
        <div className={classes.meta}>
          {f.startsAt && <span className={classes.kickOff}>{formatKickOff(f.startsAt, timeZone)}</span>}
          {onEnterScore && f.canEdit && playable && (
            <Button size="compact-sm" variant="light" onClick={() => onEnterScore(f)}>
              {played ? t('competitions.fixtures.editScore') : t('competitions.fixtures.enterScore')}
            </Button>
          )}
        </div>
      </div>
      {detail && (
        <Text size="xs" c="dimmed" ta="center" data-testid="score-detail">
          {detail}
        </Text>
      )}
      {(f.forfeit || f.expunged) && (
        // A walkover or an expunged result says why (issue 27).
        <Text size="xs" c="orange.8" ta="center" data-testid="result-note">
          {[
            f.forfeit
              ? `${t('competitions.forfeit.note')}: ${t('competitions.forfeit.noteLong', { team: f.forfeit === 'home' ? home : away })}`
              : null,
            f.resultNote,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
      )}
    </article>
  );
}

/** A side's name, a link to its team page when the page gives one and the side is known. */
function TeamName({
  name,
  teamId,
  teamPath,
}: {
  name: string;
  teamId: string | null;
  teamPath: Props['teamPath'];
}) {
  if (!teamPath || !teamId) return name;
  return (
    <Link to={teamPath(teamId)} className={`${classes.link} mantine-focus-auto`}>
      {name}
    </Link>
  );
}
