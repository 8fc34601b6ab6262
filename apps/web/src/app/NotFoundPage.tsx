import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, Link } from 'react-router';
import { usePageTitle } from '../components/usePageTitle.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.body')}</Text>
        <Button component={Link} to="/">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}

/** The loader of a not-found route: nothing to read, and a 404 for the page (the server answers with it). */
export const notFound = () => data(null, { status: 404 });
