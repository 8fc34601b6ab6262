import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatKickOffShort } from '../../lib/kick-off.ts';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import { toScoreText } from '../../lib/score-text.ts';
import { WidgetLink } from './WidgetLink.tsx';

export type FixtureListKind = 'fixtures' | 'results';

const LIVE = new Set<Fixture['status']>(['live', 'halftime']);

/**
 * The fixtures to come (soonest first, live ones included) or the results (newest first) of a competition:
 * what a widget and a league site's front page show, one line a match.
 */
export function selectFixtures(
  fixtures: readonly Fixture[],
  kind: FixtureListKind,
  limit: number,
): Fixture[] {
  const time = (f: Fixture) => (f.startsAt ? Date.parse(f.startsAt) : Number.NaN);
  const byTime = (a: Fixture, b: Fixture, direction: 1 | -1) => {
    const [x, y] = [time(a), time(b)];
    if (Number.isNaN(x) || Number.isNaN(y)) return Number.isNaN(x) ? (Number.isNaN(y) ? 0 : 1) : -1;
    return (x - y) * direction;
  };
  const chosen = fixtures.filter((f) =>
    kind === 'results'
      ? f.status === 'finished' && !f.isBye
      : f.status !== 'finished' && f.status !== 'cancelled' && !f.isBye,
  );
  return chosen
    .sort((a, b) =>
      kind === 'results'
        ? byTime(a, b, -1) || b.round - a.round || a.slot - b.slot
        : byTime(a, b, 1) || a.round - b.round || a.slot - b.slot,
    )
    .slice(0, limit);
}

export function CompactFixtures({
  fixtures,
  kind,
  limit = 10,
  external,
}: {
  fixtures: readonly Fixture[];
  kind: FixtureListKind;
  limit?: number;
  /** Links open our site in a new tab (a widget inside another site). */
  external: boolean;
}) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const shown = selectFixtures(fixtures, kind, limit);
  if (shown.length === 0) {
    return <Text c="dimmed">{kind === 'results' ? t('widgets.noResults') : t('widgets.noFixtures')}</Text>;
  }
  return (
    <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {shown.map((f) => {
        const home = f.homeTeamName ?? t('widgets.tbd');
        const away = f.awayTeamName ?? t('widgets.tbd');
        // A shoot-out shows as on the match page: "1 – 1 (4–3 pens)".
        const result = toScoreText(t, f);
        const played = result !== undefined;
        const scoreText = result ?? t('widgets.vs');
        const live = LIVE.has(f.status);
        return (
          <li
            key={f.id}
            style={{ borderBottom: '1px solid var(--mantine-color-default-border)', padding: '6px 0' }}
          >
            <Text size="xs" c="dimmed">
              {f.startsAt ? formatKickOffShort(f.startsAt, timeZone) : f.stageName}
              {f.groupName ? ` · ${f.groupName}` : ''}
            </Text>
            <Group gap="xs" wrap="nowrap" data-testid="compact-fixture">
              <Text size="sm" ta="right" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {home}
              </Text>
              <WidgetLink
                to={toObserveMatchPath(f.id)}
                external={external}
                underline="never"
                // Begins with what it shows (WCAG 2.5.3, label in name), then says where it leads.
                aria-label={t('match.matchOf', { score: scoreText, home, away })}
              >
                <Badge
                  miw={56}
                  variant={played ? 'filled' : 'light'}
                  color={live ? 'red' : played ? 'dark' : 'gray'}
                  tt="none"
                >
                  {scoreText}
                </Badge>
              </WidgetLink>
              <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                {away}
              </Text>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
