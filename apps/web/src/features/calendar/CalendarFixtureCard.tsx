import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { CalendarFixture } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import { toObserveCompetitionPath, toObserveTeamPath } from '../../lib/observe-links.ts';
import { formatTime } from './calendar-dates.ts';

const STATUS_COLOR = {
  live: 'red',
  halftime: 'orange',
  finished: 'gray',
  postponed: 'yellow',
  cancelled: 'gray',
} as const;

/**
 * One fixture of the calendar: kick-off in the viewer's time zone, the sides (each a link to its team page),
 * the competition, the venue, and the match page. `compact` is a month cell's one-line form.
 */
export function CalendarFixtureCard({
  fixture: f,
  compact = false,
}: {
  fixture: CalendarFixture;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const time = formatTime(f.startsAt, i18n.language, timeZone);
  const home = f.homeTeamName ?? t('calendar.tbd');
  const away = f.awayTeamName ?? t('calendar.tbd');
  const status = f.status === 'scheduled' ? null : f.status;
  const score = f.homeScore !== null && f.awayScore !== null ? `${f.homeScore}–${f.awayScore}` : null;
  if (compact) {
    return (
      <Anchor
        component={Link}
        to={toObserveMatchPath(f.id)}
        size="xs"
        lineClamp={2}
        td={f.status === 'cancelled' ? 'line-through' : undefined}
        aria-label={t('calendar.matchLink', { home, away, time })}
      >
        <Text span size="xs" fw={600}>
          {time}
        </Text>{' '}
        {t('calendar.versus', { home, away })}
      </Anchor>
    );
  }
  const team = (id: string | null, name: string) =>
    id ? (
      <Anchor component={Link} to={toObserveTeamPath(id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Anchor>
    ) : (
      <Text span fw={600}>
        {name}
      </Text>
    );
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm" py={6} component="article">
      <Anchor
        component={Link}
        to={toObserveMatchPath(f.id)}
        fw={700}
        miw={56}
        aria-label={t('calendar.matchLink', { home, away, time })}
      >
        {time}
      </Anchor>
      <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
        <Group gap={6} wrap="wrap">
          {team(f.homeTeamId, home)}
          <Text span c="dimmed">
            {score ?? '–'}
          </Text>
          {team(f.awayTeamId, away)}
          {status && (
            <Badge size="sm" variant="light" color={STATUS_COLOR[status]}>
              {t(`calendar.status.${status}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={toObserveCompetitionPath(f.champId)} size="sm" c="dimmed">
            {f.champName}
          </Anchor>
          {f.venueName ? ` · ${f.venueName}${f.venueCity ? `, ${f.venueCity}` : ''}` : ''}
        </Text>
      </Stack>
    </Group>
  );
}
