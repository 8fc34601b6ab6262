import {
  Alert,
  Anchor,
  Avatar,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { UserStats } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { useMediaUrl } from '../../api/media-url.ts';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import {
  toObserveCompetitionPath,
  toObserveLeaguePath,
  toObservePlayerPath,
  toObserveTeamPath,
} from '../../lib/observe-links.ts';
import { formatInstant } from '../../lib/zoned-time.ts';
import { usePublicProfile, useUserStats } from './api.ts';
import { publicProfileQuery, userStatsQuery } from './queries.ts';

/**
 * `/user-profile/{id}` (spec §2, public): the user's public profile (name, picture, member since) and their
 * figures: the teams, player profiles, leagues and competitions they own (the first few of each, linked to
 * their public pages, with totals) and how many favourites they keep. An unknown user is a not-found state.
 */
export function UserProfilePage() {
  return (
    <Container size="lg" py="xl">
      <UserProfile />
    </Container>
  );
}

type Kind = 'teams' | 'players' | 'leagues' | 'champs';

const PATH_OF: Record<Kind, (id: string) => string> = {
  teams: toObserveTeamPath,
  players: toObservePlayerPath,
  leagues: toObserveLeaguePath,
  champs: toObserveCompetitionPath,
};

const EMPTY_OF = {
  teams: 'observe.profile.noTeams',
  players: 'observe.profile.noPlayers',
  leagues: 'observe.profile.noLeagues',
  champs: 'observe.profile.noChamps',
} as const;

function UserProfile() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const profile = usePublicProfile(id);
  const stats = useUserStats(id);
  const picture = useMediaUrl(profile.data?.image);
  usePageTitle(profile.data?.name);

  // `null`: a team or player page could not read this owner's profile; asked again on opening (usePublicProfile).
  if (profile.isPending || (profile.data === null && profile.isFetching)) return <Skeleton h={240} />;
  if (profile.isError) {
    const missing = profile.error instanceof ApiError && [400, 404].includes(profile.error.status);
    return (
      <Alert color={missing ? 'gray' : 'red'} title={missing ? t('observe.profile.notFound') : undefined}>
        {missing ? null : profile.error.message}
      </Alert>
    );
  }
  const p = profile.data;
  if (!p) return <Alert color="gray" title={t('observe.profile.notFound')} />;

  return (
    <Stack gap="lg">
      <Group wrap="nowrap" align="center">
        <Avatar src={picture || null} alt={p.name} size={72} radius="xl" color="blue">
          {p.name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {p.name}
          </Title>
          <Text size="sm" c="dimmed">
            {t('observe.profile.memberSince', { date: formatInstant(p.createdAt, timeZone, 'MMMM YYYY') })}
          </Text>
        </Stack>
      </Group>
      {stats.isPending && <Skeleton h={200} />}
      {stats.isError && <Alert color="red">{t('observe.profile.statsFailed')}</Alert>}
      {stats.data && <Figures stats={stats.data} />}
    </Stack>
  );
}

function Figures({ stats }: { stats: UserStats }) {
  const { t } = useTranslation();
  const kinds: Kind[] = ['teams', 'players', 'leagues', 'champs'];
  const tiles = [
    ...kinds.map((kind) => ({
      key: kind,
      label: t(`observe.profile.${kind}`),
      value: stats[kind].totalItems,
    })),
    { key: 'favorites', label: t('observe.profile.favorites'), value: stats.favoritesCount },
  ];
  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={{ base: 3, sm: 5 }}
        spacing="xs"
        component="section"
        aria-label={t('observe.profile.stats')}
      >
        {tiles.map((tile) => (
          <Paper key={tile.key} withBorder radius="md" p="xs" ta="center">
            <Text fw={700} size="lg">
              {tile.value}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {tile.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {kinds.map((kind) => (
          <OwnedList key={kind} kind={kind} list={stats[kind]} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function OwnedList({ kind, list }: { kind: Kind; list: UserStats[Kind] }) {
  const { t } = useTranslation();
  const title = t(`observe.profile.${kind}`);
  const more = list.totalItems - list.items.length;
  return (
    <Stack gap={6} component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title} ({list.totalItems})
      </Title>
      {list.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t(EMPTY_OF[kind])}
        </Text>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
          {list.items.map((item) => (
            <Group key={item.id} component="li" gap="sm" wrap="nowrap">
              <LeagueLogo logo={item.imageUrl} name={item.name} size={28} />
              <Anchor
                component={Link}
                to={PATH_OF[kind](item.id)}
                size="sm"
                style={{ overflowWrap: 'anywhere', minWidth: 0 }}
              >
                {item.name}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
      {more > 0 && (
        <Text size="xs" c="dimmed">
          {t('observe.profile.more', { count: more })}
        </Text>
      )}
    </Stack>
  );
}

/** What a profile page shows: the user's public profile and their figures, read side by side. */
export const loader: PageLoader =
  ({ queryClient }) =>
  async ({ params }) => {
    const id = params.id ?? '';
    await Promise.all([load(queryClient, publicProfileQuery(id)), load(queryClient, userStatsQuery(id))]);
    return null;
  };
