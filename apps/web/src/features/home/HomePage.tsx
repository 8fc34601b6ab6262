import { Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent, IconChartBar, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { toLoginPath } from '../../lib/return-url.ts';
import { useSession } from '../auth/useSession.ts';
import { FavoritesSection } from '../favorites/FavoritesSection.tsx';
import { SportList } from './SportList.tsx';

const features = [
  { key: 'organise', icon: IconCalendarEvent },
  { key: 'follow', icon: IconChartBar },
  { key: 'teams', icon: IconUsersGroup },
] as const;

/** `/`: what Matchday is, calls to action, and the sports it covers. */
export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  usePageTitle(undefined);
  return (
    <>
      {/* A signed-in user's favourites come first; anonymous visitors have none. */}
      {session.isAuthenticated && (
        <Container size="lg" pt="xl" pb="md">
          <FavoritesSection />
        </Container>
      )}
      <Box bg="teal.0" py={{ base: 40, sm: 72 }}>
        <Container size="lg">
          <Stack gap="lg" maw={720}>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
              {t('home.hero.title')}
            </Title>
            <Text size="lg" c="dark.5">
              {t('home.hero.body')}
            </Text>
            <Group gap="sm">
              {session.isAuthenticated ? (
                <Button component={Link} to="/admin/profile" size="md">
                  {t('home.hero.admin')}
                </Button>
              ) : (
                <Button component={Link} to={toLoginPath('/admin/profile', 'register')} size="md">
                  {t('home.hero.start')}
                </Button>
              )}
              <Button component={Link} to="/sports" size="md" variant="default">
                {t('home.hero.browse')}
              </Button>
            </Group>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Title order={2} mb="lg">
          {t('home.features.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {features.map(({ key, icon: Icon }) => (
            <Stack key={key} gap="xs">
              <ThemeIcon size={40} radius="md" variant="light">
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {t(`home.features.${key}.title`)}
              </Title>
              <Text c="dimmed">{t(`home.features.${key}.body`)}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
      <Container size="lg" pb="xl">
        <Title order={2} mb="md">
          {t('home.sports.title')}
        </Title>
        <SportList />
      </Container>
    </>
  );
}
