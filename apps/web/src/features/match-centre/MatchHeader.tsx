import { Anchor, Badge, Box, Group, Stack, Text, Title } from '@mantine/core';
import { type MatchEvent, type MatchSheet, REFEREE_ROLES } from '@matchday/contracts';
import { FootballPeriod, scoringSideOf } from '@matchday/domain';
import { IconMapPin, IconUserShield } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatKickOff } from '../../lib/kick-off.ts';
import { toObserveVenuePath } from '../../lib/observe-links.ts';
import { formatClock, formatMinute } from './match-clock.ts';
import { type MatchClockView, useMatchClock } from './useMatchClock.ts';

type Props = {
  sheet: MatchSheet;
  /** The competition's name, once loaded. */
  competitionName: string | undefined;
  competitionPath: string;
  teamPath: (teamId: string) => string;
  /** The hub's Live / Offline word, top right. */
  liveIndicator: ReactNode;
};

const capitalise = (s: string) => (s ? `${s[0]?.toUpperCase()}${s.slice(1)}` : s);

/** A period in words: football's halves, extra time and shoot-out; other sports' "Quarter 3", "Set 2". */
function periodName(t: TFunction, period: number, sheet: MatchSheet, football: boolean): string {
  if (football && period >= 1 && period <= 5) return t(`match.period.football.${period}`);
  if (period > sheet.periods.count) return t('match.period.extra', { number: period - sheet.periods.count });
  return t('match.period.other', { name: capitalise(sheet.periods.name), number: period });
}

/** How the match stands, in words: the period in play, the break, the result's kind (after extra time…). */
function statusText(t: TFunction, sheet: MatchSheet, clock: MatchClockView): string {
  const f = sheet.fixture;
  switch (f.status) {
    case 'live':
      return f.period === null ? t('match.status.live') : periodName(t, f.period, sheet, clock.football);
    case 'halftime':
      return clock.football && f.period === FootballPeriod.firstHalf
        ? t('match.status.halftime')
        : t('match.status.break');
    case 'finished':
      if (!clock.football) return t('match.status.finishedOther');
      if (f.homePenalties !== null && f.awayPenalties !== null) return t('match.status.finishedPens');
      // The period is kept while a match is run live; a result entered afterwards leaves only the events.
      if (
        (f.period ?? 0) >= FootballPeriod.extraTimeFirstHalf ||
        sheet.events.some(
          (e) =>
            e.period === FootballPeriod.extraTimeFirstHalf || e.period === FootballPeriod.extraTimeSecondHalf,
        )
      )
        return t('match.status.finishedAet');
      return t('match.status.finished');
    default:
      return t(`match.status.${f.status}`);
  }
}

const statusColour = {
  scheduled: 'gray',
  live: 'red',
  halftime: 'orange',
  finished: 'dark',
  postponed: 'yellow',
  cancelled: 'gray',
} as const;

/**
 * The match page's head: the competition, both teams (links), the big score with the shoot-out, how the
 * match stands with the clock running every second while a period is played, the scorers, the kick-off
 * time and (sets, quarters) the score by period.
 */
export function MatchHeader({ sheet, competitionName, competitionPath, teamPath, liveIndicator }: Props) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const f = sheet.fixture;
  const clock = useMatchClock(f, sheet.periods, sheet.sportKindId);
  const started = f.status === 'live' || f.status === 'halftime' || f.status === 'finished';
  const home = f.homeTeamName ?? t('match.tbd');
  const away = f.awayTeamName ?? t('match.tbd');
  const pens = f.homePenalties !== null && f.awayPenalties !== null;
  const context = [f.stageName, f.groupName].filter(Boolean).join(' · ');

  return (
    <Stack gap="md" component="header">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Box style={{ minWidth: 0 }}>
          <Anchor component={Link} to={competitionPath} size="sm" fw={600}>
            {competitionName ?? t('match.title')}
          </Anchor>
          {context && (
            <Text size="xs" c="dimmed">
              {context}
            </Text>
          )}
        </Box>
        {liveIndicator}
      </Group>
      <Title order={1} style={visuallyHidden}>
        {t('match.name', { home, away })}
      </Title>
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
          alignItems: 'start',
          columnGap: 12,
        }}
      >
        <TeamSide name={home} teamId={f.homeTeamId} teamPath={teamPath} />
        <Stack gap={4} align="center" pt={4}>
          <Text
            fw={800}
            lh={1}
            style={{
              fontSize: 'clamp(2rem, 9vw, 3.25rem)',
              fontVariantNumeric: 'tabular-nums',
              whiteSpace: 'nowrap',
            }}
            aria-label={started ? `${home} ${f.homeScore ?? 0}, ${away} ${f.awayScore ?? 0}` : undefined}
            data-testid="match-score"
          >
            {started ? `${f.homeScore ?? 0} – ${f.awayScore ?? 0}` : t('match.vs')}
          </Text>
          {pens && (
            <Text size="sm" c="dimmed" ta="center">
              {t('match.penaltiesShort', { home: f.homePenalties, away: f.awayPenalties })}
            </Text>
          )}
        </Stack>
        <TeamSide name={away} teamId={f.awayTeamId} teamPath={teamPath} />
      </Box>
      <Group justify="center" gap="xs" wrap="wrap" data-testid="match-status">
        <Badge color={statusColour[f.status]} variant={f.status === 'live' ? 'filled' : 'light'}>
          {f.status === 'live' ? t('match.status.live') : statusText(t, sheet, clock)}
        </Badge>
        {clock.reading && (
          <Text fw={700} ff="monospace" role="timer" aria-label={t('match.clock')} data-testid="match-clock">
            {formatClock(clock.reading)}
          </Text>
        )}
        {f.status === 'live' && (
          <Text size="sm" c="dimmed">
            {statusText(t, sheet, clock)}
          </Text>
        )}
      </Group>
      {clock.football && sheet.events.length > 0 && <Scorers events={sheet.events} />}
      {f.periodScores && f.periodScores.length > 0 && (
        <Text size="sm" c="dimmed" ta="center" aria-label={t('match.periodScores')}>
          {f.periodScores.map((p) => `${p.home}–${p.away}`).join(' · ')}
        </Text>
      )}
      <Text size="sm" c="dimmed" ta="center">
        {f.startsAt ? t('match.kickOff', { date: formatKickOff(f.startsAt, timeZone) }) : t('match.noDate')}
      </Text>
      <VenueAndOfficials sheet={sheet} />
    </Stack>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function TeamSide({
  name,
  teamId,
  teamPath,
}: {
  name: string;
  teamId: string | null;
  teamPath: Props['teamPath'];
}) {
  return (
    <Stack gap={6} align="center" style={{ minWidth: 0 }}>
      {/* A side still to be decided has no initials. */}
      <LeagueLogo logo={null} name={teamId ? name : '?'} size={48} />
      <Text fw={700} ta="center" style={{ overflowWrap: 'anywhere' }} size="md">
        {teamId ? (
          <Anchor component={Link} to={teamPath(teamId)} inherit c="inherit">
            {name}
          </Anchor>
        ) : (
          name
        )}
      </Text>
    </Stack>
  );
}

/** Each side's scorers under the score: `Ada 23', 90+3' (pen)`; own goals under the side they counted for. */
function Scorers({ events }: { events: readonly MatchEvent[] }) {
  const { t } = useTranslation();
  const lines = { home: new Map<string, string[]>(), away: new Map<string, string[]>() };
  for (const e of [...events].sort((a, b) => a.number - b.number)) {
    const side = scoringSideOf(e);
    if (!side) continue;
    const key = `${e.playerName}${e.type === 'ownGoal' ? ` ${t('match.timeline.og')}` : ''}`;
    const minute = `${formatMinute(e.minute, e.addedTime)}${e.type === 'penaltyGoal' ? ` ${t('match.timeline.pen')}` : ''}`;
    lines[side].set(key, [...(lines[side].get(key) ?? []), minute]);
  }
  const column = (side: 'home' | 'away') => (
    <Stack gap={0} align={side === 'home' ? 'flex-end' : 'flex-start'}>
      {[...lines[side].entries()].map(([name, minutes]) => (
        <Text
          key={name}
          size="xs"
          c="dimmed"
          ta={side === 'home' ? 'right' : 'left'}
          style={{ overflowWrap: 'anywhere' }}
        >
          {`${name} ${minutes.join(', ')}`}
        </Text>
      ))}
    </Stack>
  );
  if (lines.home.size === 0 && lines.away.size === 0) return null;
  return (
    <Box
      style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 1.5rem minmax(0, 1fr)', columnGap: 8 }}
      data-testid="scorers"
    >
      {column('home')}
      <Box />
      {column('away')}
    </Box>
  );
}

/** Where the match is played (a link to the venue's page) and its officials by role, when assigned. */
function VenueAndOfficials({ sheet }: { sheet: MatchSheet }) {
  const { t } = useTranslation();
  const f = sheet.fixture;
  const byRole = REFEREE_ROLES.map((role) => ({
    role,
    names: f.referees.filter((r) => r.role === role).map((r) => r.name),
  })).filter((x) => x.names.length > 0);
  if (!f.venueId && byRole.length === 0) return null;
  return (
    <Stack gap={4} align="center">
      {f.venueId && (
        <Group gap={4} wrap="nowrap" justify="center" data-testid="match-venue">
          <IconMapPin size={16} aria-label={t('match.venue')} style={{ flexShrink: 0 }} />
          <Anchor component={Link} to={toObserveVenuePath(f.venueId)} size="sm">
            {f.venueName ?? t('match.venue')}
          </Anchor>
        </Group>
      )}
      {byRole.length > 0 && (
        <Group gap={4} wrap="nowrap" justify="center" align="flex-start" data-testid="match-officials">
          <IconUserShield
            size={16}
            aria-label={t('match.officials')}
            style={{ flexShrink: 0, marginTop: 2 }}
          />
          <Text size="sm" c="dimmed" ta="center">
            {byRole
              .map(({ role, names }) =>
                role === 'assistant'
                  ? `${t('match.officialRole.assistant', { count: names.length })}: ${names.join(', ')}`
                  : `${t(`match.officialRole.${role}`)}: ${names.join(', ')}`,
              )
              .join(' · ')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
