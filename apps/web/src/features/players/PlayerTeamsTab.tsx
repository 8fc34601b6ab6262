import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { type PlayerScreenMode, toTeamPath } from '../../lib/player-links.ts';
import { usePlayerTeams } from './api.ts';
import { formatPeriod } from './period.ts';

/** The teams tab: the player's roster entries (current first) with their contract periods. */
export function PlayerTeamsTab({ playerId, mode }: { playerId: string; mode: PlayerScreenMode }) {
  const { t } = useTranslation();
  const teams = usePlayerTeams(playerId);
  if (teams.isPending) return <Skeleton h={120} />;
  if (teams.isError) return <Alert color="red">{teams.error.message}</Alert>;
  if (teams.data.items.length === 0) return <Text c="dimmed">{t('players.teams.empty')}</Text>;
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('players.teams.list')}
    >
      {teams.data.items.map((entry) => (
        <Card component="li" key={entry.id} withBorder radius="md" padding="sm">
          <Group wrap="nowrap" gap="sm">
            <LeagueLogo logo={null} name={entry.teamName} size={36} />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Anchor component={Link} to={toTeamPath(mode, entry.teamId)} fw={600}>
                {entry.teamName}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[entry.position, formatPeriod(t, entry)].filter(Boolean).join(' · ')}
              </Text>
            </div>
            {entry.shirtNumber !== null && (
              <Badge variant="outline" style={{ flexShrink: 0 }}>
                {t('players.list.shirt', { number: entry.shirtNumber })}
              </Badge>
            )}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
