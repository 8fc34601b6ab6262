import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Favorites } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { useSession } from '../auth/index.ts';
import { useFavorites } from './api.ts';

type Kind = keyof Favorites;

/** Each kind's public page (spec §2 "Observe"). */
const kinds: { kind: Kind; path: (id: string) => string }[] = [
  { kind: 'players', path: (id) => `/observe/player/${id}` },
  { kind: 'teams', path: (id) => `/observe/team/${id}` },
  { kind: 'champs', path: (id) => `/observe/competition/${id}` },
  { kind: 'champLeagues', path: (id) => `/observe/league/${id}` },
];

/** The home page's first section for a signed-in user: their favourites, each kind linking to its public page. */
export function FavoritesSection() {
  const { t } = useTranslation();
  const session = useSession();
  const favorites = useFavorites();
  if (!session.isAuthenticated) return null;
  const data = favorites.data;
  const isEmpty = data !== undefined && kinds.every(({ kind }) => data[kind].length === 0);
  return (
    <Stack gap="md" component="section" aria-labelledby="home-favorites">
      <Title order={2} id="home-favorites">
        {t('favorites.title')}
      </Title>
      {favorites.isPending && <Skeleton h={80} />}
      {favorites.isError && <Alert color="red">{t('favorites.failed')}</Alert>}
      {isEmpty && <Text c="dimmed">{t('favorites.empty')}</Text>}
      {data && !isEmpty && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          {kinds
            .filter(({ kind }) => data[kind].length > 0)
            .map(({ kind, path }) => (
              <Card key={kind} withBorder radius="md" padding="sm">
                <Title order={3} size="h5" mb="xs">
                  {t(`favorites.kinds.${kind}`)}
                </Title>
                <Stack
                  gap={6}
                  component="ul"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label={t(`favorites.kinds.${kind}`)}
                >
                  {data[kind].map((item) => (
                    <Group key={item.id} component="li" gap="sm" wrap="nowrap">
                      <LeagueLogo logo={item.imageUrl} name={item.name} size={28} />
                      <Anchor component={Link} to={path(item.id)} size="sm" truncate>
                        {item.name}
                      </Anchor>
                    </Group>
                  ))}
                </Stack>
              </Card>
            ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
