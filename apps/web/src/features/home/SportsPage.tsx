import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { sportTypesQuery } from './queries.ts';
import { SportList } from './SportList.tsx';

/** `/sports`: every sport of the installation. */
export function SportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('home.sports.title'));
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="xs">
        {t('home.sports.title')}
      </Title>
      <Text c="dimmed" mb="lg">
        {t('home.sports.intro')}
      </Text>
      <SportList />
    </Container>
  );
}

/** The sports the page lists. */
export const loader: PageLoader =
  ({ queryClient }) =>
  async () => {
    await load(queryClient, sportTypesQuery());
    return null;
  };
