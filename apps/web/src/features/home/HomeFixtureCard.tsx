import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatKickOffShort } from '../../lib/kick-off.ts';
import { toObserveMatchPath } from '../../lib/match-links.ts';

const isLive = (status: Fixture['status']) => status === 'live' || status === 'halftime';

/** One match on the home page: the sides, the score (live) or the kick-off (upcoming), its competition. */
export function HomeFixtureCard({ fixture }: { fixture: Fixture }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const live = isLive(fixture.status);
  const home = fixture.homeTeamName ?? t('home.matches.tbd');
  const away = fixture.awayTeamName ?? t('home.matches.tbd');
  const kickoff = fixture.startsAt
    ? formatKickOffShort(fixture.startsAt, timeZone)
    : t('home.matches.noDate');
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" truncate>
            {fixture.champName}
          </Text>
          {live ? (
            <Badge color="red" variant="filled" size="sm">
              {t(`match.status.${fixture.status}`)}
            </Badge>
          ) : (
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {kickoff}
            </Text>
          )}
        </Group>
        <Anchor component={Link} to={toObserveMatchPath(fixture.id)} c="inherit" underline="hover">
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate>
              {home}
            </Text>
            {live && <Text fw={700}>{fixture.homeScore ?? 0}</Text>}
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={600} truncate>
              {away}
            </Text>
            {live && <Text fw={700}>{fixture.awayScore ?? 0}</Text>}
          </Group>
        </Anchor>
      </Stack>
    </Card>
  );
}
