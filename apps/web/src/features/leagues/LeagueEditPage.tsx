import { Alert, Anchor, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ForbiddenPage } from '../../components/ForbiddenPage.tsx';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { useLeague, usePageConfiguration, useUpdateLeague, useUpdatePageConfiguration } from './api.ts';
import { LeagueForm } from './LeagueForm.tsx';
import { PageConfigurationForm } from './PageConfigurationForm.tsx';

/**
 * `/admin/leagues/edit/{id}`; with `?params=true` (right after creating) the public page setup comes first
 * with a note saying what is left to do.
 */
export function LeagueEditPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const setup = search.get('params') === 'true';
  const { t } = useTranslation();
  const league = useLeague(id);
  const page = usePageConfiguration(id);
  const update = useUpdateLeague(id);
  const updatePage = useUpdatePageConfiguration(id);

  if (league.isPending) return <Skeleton h={240} />;
  if (league.isError) return <Alert color="red">{t('leagues.errors.notFound')}</Alert>;
  if (!league.data.canEdit) return <ForbiddenPage />;

  const details = (
    <Paper withBorder p="md" radius="md" key="details">
      <Title order={2} size="h4" mb="sm">
        {t('leagues.edit.details')}
      </Title>
      <LeagueForm
        initial={{
          name: league.data.name,
          sportKindId: league.data.sportKindId,
          description: league.data.description ?? '',
          logo: league.data.logo,
          subdomain: league.data.subdomain,
        }}
        currentSubdomain={league.data.subdomain}
        submitLabel={t('leagues.edit.submit')}
        submitting={update.isPending}
        serverError={update.error}
        onSubmit={(body) =>
          update.mutate(body, {
            onSuccess: () => notifySuccess(t('leagues.edit.saved')),
            onError: showServerErrorsNotify,
          })
        }
      />
    </Paper>
  );
  const publicPage = (
    <Paper withBorder p="md" radius="md" key="page">
      <Title order={2} size="h4" mb="sm">
        {t('leagues.page.title')}
      </Title>
      {page.data ? (
        <PageConfigurationForm
          leagueId={id}
          initial={page.data}
          submitting={updatePage.isPending}
          onSubmit={(config) =>
            updatePage.mutate(config, {
              onSuccess: () => notifySuccess(t('leagues.page.saved')),
              onError: notifyFailure,
            })
          }
        />
      ) : (
        <Skeleton h={200} />
      )}
    </Paper>
  );

  return (
    <Stack gap="md" maw={820}>
      <Anchor component={Link} to={`/admin/leagues/details/${id}?tabs=competitions`} size="sm">
        ← {league.data.name}
      </Anchor>
      <Title order={1} size="h2">
        {t('leagues.edit.title')}
      </Title>
      {setup && (
        <Alert icon={<IconInfoCircle />} title={t('leagues.edit.setupTitle')}>
          {t('leagues.edit.setupBody')}
        </Alert>
      )}
      {setup ? [publicPage, details] : [details, publicPage]}
    </Stack>
  );
}
