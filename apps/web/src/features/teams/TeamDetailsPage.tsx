import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCopy, IconEdit, IconMailPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { ScrollingTabsList } from '../../components/ScrollingTabsList.tsx';
import { useSportTypesWithLeagues } from '../leagues/index.ts';
import { NewsAdminPanel, NewsList } from '../news/index.ts';
import { TeamRosterPanel } from '../players/index.ts';
import { InviteByEmailDialog, PlayerRequestsSection } from '../registrations/index.ts';
import { useDeleteTeam, useTeam, useTeamChamps } from './api.ts';
import { CloneTeamDialog } from './CloneTeamDialog.tsx';
import { TeamTotalsCard } from './TeamTotalsCard.tsx';

const TABS = ['roster', 'competitions', 'news'] as const;

/** `/admin/teams/details/{id}?tabs=roster|competitions|news`. */
export function TeamDetailsPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tabs');
  const tab = TABS.find((x) => x === requested) ?? 'roster';
  const { t } = useTranslation();
  const navigate = useNavigate();
  const team = useTeam(id);
  const champs = useTeamChamps(id);
  const sports = useSportTypesWithLeagues();
  const remove = useDeleteTeam();
  const [cloning, setCloning] = useState(false);
  const [inviting, setInviting] = useState(false);
  if (team.isPending) return <Skeleton h={200} />;
  if (team.isError) return <Alert color="red">{t('teams.errors.notFound')}</Alert>;
  const tm = team.data;
  const sport = sports.data?.find((s) => s.id === tm.sportKindId);
  const teamLeague = sport?.teamLeagues.find((l) => l.id === tm.teamLeagueId);

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('teams.details.deleteTitle'),
      children: <Text size="sm">{t('teams.details.deleteBody', { name: tm.name })}</Text>,
      labels: { confirm: t('teams.details.deleteConfirm'), cancel: t('teams.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(tm.id, {
          onSuccess: () => {
            notifySuccess(t('teams.details.deleted'));
            void navigate('/admin/teams');
          },
          onError: notifyFailure,
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Group wrap="nowrap">
          <LeagueLogo logo={tm.logo} name={tm.name} size={64} />
          <div>
            <Title order={1} size="h2">
              {tm.name}
            </Title>
            <Group gap="xs">
              {tm.shortName && <Badge variant="outline">{tm.shortName}</Badge>}
              {sport && <Badge variant="light">{sport.displayName}</Badge>}
              {teamLeague && (
                <Badge variant="light" color="grape">
                  {teamLeague.displayName}
                </Badge>
              )}
            </Group>
          </div>
        </Group>
        {tm.canEdit && (
          <Group gap="xs">
            <Button
              component={Link}
              to={`/admin/teams/${tm.id}`}
              variant="default"
              leftSection={<IconEdit size={16} />}
            >
              {t('teams.details.edit')}
            </Button>
            <Button variant="default" leftSection={<IconCopy size={16} />} onClick={() => setCloning(true)}>
              {t('teams.clone.action')}
            </Button>
            {tm.canDelete && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={confirmDelete}
              >
                {t('teams.details.delete')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {cloning && <CloneTeamDialog key={tm.id} team={tm} opened onClose={() => setCloning(false)} />}
      <TeamTotalsCard teamId={tm.id} />
      <PlayerRequestsSection
        filter={{ teamId: tm.id }}
        isEditor={tm.canEdit}
        mode="admin"
        action={
          tm.canEdit && (
            <Button
              variant="light"
              leftSection={<IconMailPlus size={16} />}
              onClick={() => setInviting(true)}
            >
              {t('registrations.invite.player')}
            </Button>
          )
        }
      />
      {tm.canEdit && (
        <InviteByEmailDialog
          target={{ kind: 'player', teamId: tm.id }}
          opened={inviting}
          onClose={() => setInviting(false)}
        />
      )}
      <Tabs
        value={tab}
        onChange={(v) => setSearch(v && v !== 'roster' ? { tabs: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <ScrollingTabsList>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {x === 'news' ? t('news.admin.title') : t(`teams.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value="roster" pt="md">
          <TeamRosterPanel team={tm} sportName={sport?.displayName ?? tm.sportKindId} />
        </Tabs.Panel>
        <Tabs.Panel value="competitions" pt="md">
          <Stack gap="xs" component="section" aria-labelledby="team-competitions">
            <Title order={2} size="h4" id="team-competitions">
              {t('teams.details.competitions')}
            </Title>
            {champs.isPending && <Skeleton h={60} />}
            {champs.isError && <Alert color="red">{champs.error.message}</Alert>}
            {champs.data && champs.data.items.length === 0 && (
              <Text c="dimmed">{t('teams.details.noCompetitions')}</Text>
            )}
            {champs.data && champs.data.items.length > 0 && (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {champs.data.items.map((c) => (
                  <Card component="li" key={c.id} withBorder radius="md" padding="sm">
                    <Anchor component={Link} to={`/admin/competitions/details/${c.id}`} fw={600}>
                      {c.name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {[c.champLeagueName, c.season].filter(Boolean).join(' · ')}
                    </Text>
                  </Card>
                ))}
              </Stack>
            )}
            {champs.data && champs.data.totalItems > champs.data.items.length && (
              <Text size="sm" c="dimmed">
                {t('teams.details.more', { count: champs.data.totalItems - champs.data.items.length })}
              </Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="news" pt="md">
          {tm.canEdit ? (
            <NewsAdminPanel owner={{ kind: 'team', id: tm.id }} />
          ) : (
            <NewsList owner={{ kind: 'team', id: tm.id }} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
