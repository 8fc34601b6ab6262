import { Alert, Anchor, Button, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Fixture } from '@matchday/contracts';
import { IconDownload, IconEdit, IconExternalLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { ScrollingTabsList } from '../../components/ScrollingTabsList.tsx';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import { toTeamPath } from '../../lib/player-links.ts';
import { NewsAdminPanel, NewsList } from '../news/index.ts';
import { ChampRegistrationsTab } from '../registrations/index.ts';
import { ChampVenuesPanel } from '../venues/index.ts';
import { champExportUrl, useChamp, useDeleteChamp, useFixtures, useStages } from './api.ts';
import { ChampSquadsPanel } from './ChampSquadsPanel.tsx';
import { ChampTeamsPanel } from './ChampTeamsPanel.tsx';
import { CheckInPanel } from './CheckInPanel.tsx';
import { EmbedWidgetsButton } from './EmbedWidgetsButton.tsx';
import { FixtureRounds } from './FixtureRounds.tsx';
import { PlayerLeaderboard } from './PlayerLeaderboard.tsx';
import { ReportingPanel } from './ReportingPanel.tsx';
import { ScoreModal } from './ScoreModal.tsx';
import { StagesPanel } from './StagesPanel.tsx';
import { StandingsTables } from './StandingsTables.tsx';

const TABS = [
  'fixtures',
  'standings',
  'players',
  'teams',
  'checkIn',
  'squads',
  'stages',
  'venues',
  'registrations',
  'reporting',
  'news',
] as const;

/**
 * `/admin/competitions/details/{id}?tabs=fixtures|standings|players|teams|checkIn|squads|stages|venues|registrations|reporting|news`
 * (`reporting`: who enters results and the matches waiting for the organiser, for those who run the competition).
 */
export function CompetitionDetailsPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const champ = useChamp(id);
  const stages = useStages(id);
  const fixtures = useFixtures(id);
  const remove = useDeleteChamp();
  const [scoring, setScoring] = useState<Fixture | null>(null);
  const requested = search.get('tabs');
  const tab = TABS.find((x) => x === requested) ?? 'fixtures';

  if (champ.isPending) return <Skeleton h={240} />;
  if (champ.isError) return <Alert color="red">{t('competitions.errors.notFound')}</Alert>;
  const c = champ.data;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('competitions.details.deleteTitle'),
      children: <Text size="sm">{t('competitions.details.deleteBody', { name: c.name })}</Text>,
      labels: { confirm: t('competitions.details.deleteConfirm'), cancel: t('competitions.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(c.id, {
          onSuccess: () => {
            notifySuccess(t('competitions.details.deleted'));
            void navigate(`/admin/leagues/details/${c.champLeagueId}?tabs=competitions`);
          },
          onError: notifyFailure,
        }),
    });

  return (
    <Stack gap="md">
      <Anchor component={Link} to={`/admin/leagues/details/${c.champLeagueId}?tabs=competitions`} size="sm">
        ← {c.champLeagueName}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1} size="h2">
            {c.name}
          </Title>
          <Text c="dimmed" size="sm">
            {[c.season, t('competitions.list.teams', { count: c.teamCount })].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Group gap="xs">
          <Button
            component={Link}
            to={`/observe/competition/${c.id}`}
            variant="subtle"
            leftSection={<IconExternalLink size={16} />}
          >
            {t('competitions.details.publicPage')}
          </Button>
          <EmbedWidgetsButton champId={c.id} champName={c.name} />
          {c.canEdit && (
            <>
              <Button
                component={Link}
                to={`/admin/competitions/edit/${c.id}`}
                variant="default"
                leftSection={<IconEdit size={16} />}
              >
                {t('competitions.details.edit')}
              </Button>
              {c.canDelete && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} />}
                  onClick={confirmDelete}
                >
                  {t('competitions.details.delete')}
                </Button>
              )}
            </>
          )}
        </Group>
      </Group>
      <Tabs
        value={tab}
        onChange={(v) => setSearch({ tabs: v ?? 'fixtures' }, { replace: true })}
        keepMounted={false}
      >
        <ScrollingTabsList>
          {TABS.filter((x) => x !== 'reporting' || c.canEdit).map((x) => (
            <Tabs.Tab key={x} value={x}>
              {x === 'players'
                ? t('match.leaderboard.tab')
                : x === 'news'
                  ? t('news.admin.title')
                  : t(`competitions.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value="fixtures" pt="md">
          {fixtures.isPending && <Skeleton h={160} />}
          {fixtures.isError && <Alert color="red">{fixtures.error.message}</Alert>}
          {fixtures.data && fixtures.data.items.length > 0 && (
            <Group justify="flex-end" mb="sm">
              <Button
                component="a"
                href={champExportUrl(c.id, 'champFixtures')}
                download
                variant="default"
                leftSection={<IconDownload size={16} />}
              >
                {t('spreadsheets.export')}
              </Button>
            </Group>
          )}
          {fixtures.data && (
            <FixtureRounds
              fixtures={fixtures.data.items}
              onEnterScore={setScoring}
              matchPath={toObserveMatchPath}
            />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="standings" pt="md">
          {stages.data ? <StandingsTables champId={c.id} stages={stages.data.items} /> : <Skeleton h={160} />}
        </Tabs.Panel>
        <Tabs.Panel value="players" pt="md">
          <PlayerLeaderboard
            champId={c.id}
            sportKindId={c.sportKindId}
            playerPath={(playerId) => `/admin/players/details/${playerId}`}
            teamPath={(teamId) => toTeamPath('admin', teamId)}
          />
        </Tabs.Panel>
        <Tabs.Panel value="teams" pt="md">
          <ChampTeamsPanel champ={c} />
        </Tabs.Panel>
        <Tabs.Panel value="checkIn" pt="md">
          <CheckInPanel champ={c} admin />
        </Tabs.Panel>
        <Tabs.Panel value="squads" pt="md">
          <ChampSquadsPanel champ={c} />
        </Tabs.Panel>
        <Tabs.Panel value="stages" pt="md">
          <StagesPanel champ={c} />
        </Tabs.Panel>
        <Tabs.Panel value="venues" pt="md">
          <ChampVenuesPanel champId={c.id} canEdit={c.canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="registrations" pt="md">
          <ChampRegistrationsTab champ={c} />
        </Tabs.Panel>
        <Tabs.Panel value="reporting" pt="md">
          <ReportingPanel champId={c.id} canEdit={c.canEdit} />
        </Tabs.Panel>
        <Tabs.Panel value="news" pt="md">
          {c.canEdit ? (
            <NewsAdminPanel owner={{ kind: 'champ', id: c.id }} />
          ) : (
            <NewsList owner={{ kind: 'champ', id: c.id }} />
          )}
        </Tabs.Panel>
      </Tabs>
      <ScoreModal fixture={scoring} onClose={() => setScoring(null)} />
    </Stack>
  );
}
