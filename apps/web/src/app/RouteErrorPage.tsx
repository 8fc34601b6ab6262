import { Button, Code, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundPage } from './NotFoundPage.tsx';

/** The router's error boundary: a crash in a page shows this instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <Container size="sm" py="xl">
      <Stack align="center" gap="md">
        <Title order={1}>{t('errorPage.title')}</Title>
        <Text c="dimmed" ta="center">
          {t('errorPage.body')}
        </Text>
        {detail && import.meta.env.DEV && <Code block>{detail}</Code>}
        <Button onClick={() => window.location.reload()}>{t('errorPage.reload')}</Button>
        <Button component={Link} to="/" variant="subtle">
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
