import { Anchor, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { toRulesPreset } from '@matchday/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '../../components/notifications.ts';
import { showServerErrorsNotify } from '../../components/server-errors.ts';
import { useSportTypes } from '../home/index.ts';
import { useLeague, useMyLeagues } from '../leagues/index.ts';
import { useCreateChamp } from './api.ts';
import { CompetitionForm } from './CompetitionForm.tsx';

/** `/admin/competitions/create` (optional `?leagueId=`): rules start from the league's sport preset. */
export function CompetitionCreatePage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const leagueId = search.get('leagueId');
  const navigate = useNavigate();
  const league = useLeague(leagueId ?? '');
  const myLeagues = useMyLeagues({ pageIndex: 0, pageSize: 500 });
  const sports = useSportTypes();
  const create = useCreateChamp();

  const sportId = leagueId ? league.data?.sportKindId : undefined;
  const ready =
    sports.data !== undefined && (leagueId ? league.data !== undefined : myLeagues.data !== undefined);
  if (!ready) return <Skeleton h={320} />;
  const sport = sports.data.find((s) => s.id === sportId);

  return (
    <Stack gap="md" maw={820}>
      {league.data && (
        <Anchor component={Link} to={`/admin/leagues/details/${league.data.id}?tabs=competitions`} size="sm">
          ← {league.data.name}
        </Anchor>
      )}
      <Title order={1} size="h2">
        {t('competitions.create.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <CompetitionForm
          initial={{
            champLeagueId: leagueId,
            name: '',
            season: '',
            startDate: null,
            description: '',
            logo: null,
            rules: toRulesPreset(sport),
          }}
          leagues={
            leagueId ? undefined : (myLeagues.data?.items ?? []).map((l) => ({ value: l.id, label: l.name }))
          }
          submitLabel={t('competitions.create.submit')}
          submitting={create.isPending}
          serverError={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (champ) => {
                notifySuccess(t('competitions.create.created'));
                void navigate(`/admin/competitions/details/${champ.id}?tabs=teams`);
              },
              onError: showServerErrorsNotify,
            })
          }
        />
      </Paper>
    </Stack>
  );
}
