import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { usePageOrigin } from '../../lib/page-origin.tsx';

/** An unknown subdomain, or a competition of another league: a friendly page, never the main site. */
export function UnknownLeagueSitePage({ mainSiteUrl }: { mainSiteUrl: (path: string) => string }) {
  const { t } = useTranslation();
  const { host } = usePageOrigin();
  usePageTitle(t('leagueSite.unknown.title'));
  return (
    <Container size="sm" py={64}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} size="h2">
          {t('leagueSite.unknown.title')}
        </Title>
        <Text c="dimmed">{t('leagueSite.unknown.body', { host })}</Text>
        <Button component="a" href={mainSiteUrl('/competitions')}>
          {t('leagueSite.unknown.action')}
        </Button>
      </Stack>
    </Container>
  );
}
