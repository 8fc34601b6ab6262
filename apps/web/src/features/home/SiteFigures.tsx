import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { SiteStats } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format-count.ts';
import { useSiteStats } from './api.ts';

/** The figures shown, in order; each key is a field of `GET /stats` and of `home.figures`. */
const figures = [
  'leagues',
  'competitions',
  'matchesPlayed',
  'goals',
  'teams',
  'players',
  'users',
] as const satisfies readonly (keyof SiteStats)[];

/**
 * The site's figures (`GET /stats`) as a row of tiles: on the home and about pages. Shows skeletons while
 * loading and nothing if the figures cannot be loaded (they decorate the page; nothing depends on them).
 */
export function SiteFigures({ labelledBy }: { labelledBy?: string }) {
  const { t, i18n } = useTranslation();
  const stats = useSiteStats();
  if (stats.isError) return null;
  return (
    <SimpleGrid
      cols={{ base: 2, xs: 4, md: 7 }}
      spacing="sm"
      component="dl"
      m={0}
      aria-labelledby={labelledBy}
      aria-busy={stats.isPending}
    >
      {figures.map((key) => (
        // The term comes first in the markup (a list of terms and values); the number shows on top.
        <Paper
          key={key}
          withBorder
          radius="md"
          p="sm"
          ta="center"
          style={{ display: 'flex', flexDirection: 'column-reverse' }}
        >
          <Text component="dt" size="sm" c="dimmed">
            {t(`home.figures.${key}`)}
          </Text>
          <Text component="dd" m={0} fw={700} fz={{ base: 22, sm: 26 }} lh={1.2} c="teal.8">
            {stats.data ? formatCount(stats.data[key], i18n.language) : <Skeleton h={28} w="60%" mx="auto" />}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
