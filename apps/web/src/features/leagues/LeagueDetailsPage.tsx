import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconEdit, IconExternalLink, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { NewsAdminPanel } from '../news/index.ts';
import { useDeleteLeague, useLeague, useLeagueChamps } from './api.ts';
import { ManagersSection } from './ManagersSection.tsx';
import { toLeaguePublicUrl } from './public-link.ts';
import { useWebEngineDomain } from './useWebEngineDomain.ts';

const PAGE_SIZE = 20;

/**
 * `/admin/leagues/details/{id}?tabs=competitions|managers`. Edit controls only for those who may edit; Delete
 * only for those who may delete (the owner and SystemAdmin, not a Manager: `canDelete`).
 */
export function LeagueDetailsPage() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const league = useLeague(id);
  const [pageIndex, setPageIndex] = useState(0);
  const champs = useLeagueChamps(id, pageIndex, PAGE_SIZE);
  const remove = useDeleteLeague();
  const { domain, protocol } = useWebEngineDomain();
  const tab = search.get('tabs') ?? 'competitions';

  if (league.isPending) return <Skeleton h={240} />;
  if (league.isError) return <Alert color="red">{t('leagues.errors.notFound')}</Alert>;
  const l = league.data;
  const publicUrl = toLeaguePublicUrl(l.subdomain, domain, protocol);
  const pages = champs.data ? Math.max(1, Math.ceil(champs.data.totalItems / PAGE_SIZE)) : 1;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('leagues.details.deleteTitle'),
      children: (
        <Text size="sm">{t('leagues.details.deleteBody', { name: l.name, count: l.champCount })}</Text>
      ),
      labels: { confirm: t('leagues.details.deleteConfirm'), cancel: t('leagues.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(l.id, {
          onSuccess: () => {
            notifySuccess(t('leagues.details.deleted'));
            void navigate('/admin/leagues');
          },
          onError: notifyFailure,
        }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Group wrap="nowrap">
          <LeagueLogo logo={l.logo} name={l.name} size={56} />
          <div style={{ minWidth: 0 }}>
            <Title order={1} size="h2">
              {l.name}
            </Title>
            <Anchor href={publicUrl} target="_blank" rel="noreferrer" size="sm">
              <Group gap={4} component="span">
                {t('leagues.details.publicLink')}: {`${l.subdomain}.${domain}`} <IconExternalLink size={14} />
              </Group>
            </Anchor>
          </div>
        </Group>
        {l.canEdit && (
          <Group gap="xs">
            <Button
              component={Link}
              to={`/admin/leagues/edit/${l.id}`}
              variant="default"
              leftSection={<IconEdit size={16} />}
            >
              {t('leagues.details.edit')}
            </Button>
            {l.canDelete && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={confirmDelete}
              >
                {t('leagues.details.delete')}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {l.description && <Text style={{ whiteSpace: 'pre-wrap' }}>{l.description}</Text>}
      <Tabs value={tab} onChange={(v) => setSearch({ tabs: v ?? 'competitions' }, { replace: true })}>
        <Tabs.List>
          <Tabs.Tab value="competitions">{t('leagues.details.tabs.competitions')}</Tabs.Tab>
          {l.canEdit && <Tabs.Tab value="managers">{t('leagues.details.tabs.managers')}</Tabs.Tab>}
          {l.canEdit && <Tabs.Tab value="news">{t('news.admin.title')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="competitions" pt="md">
          <Stack gap="sm">
            {l.canEdit && (
              <Group>
                <Button
                  component={Link}
                  to={`/admin/competitions/create?leagueId=${l.id}`}
                  leftSection={<IconPlus size={16} />}
                >
                  {t('leagues.details.createCompetition')}
                </Button>
              </Group>
            )}
            {champs.isPending && <Skeleton h={80} />}
            {champs.data && champs.data.items.length === 0 && (
              <Text c="dimmed">{t('leagues.details.noCompetitions')}</Text>
            )}
            {champs.data && champs.data.items.length > 0 && (
              <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {champs.data.items.map((c) => (
                  <Card component="li" key={c.id} withBorder padding="sm" radius="md">
                    <Anchor component={Link} to={`/admin/competitions/details/${c.id}`} fw={600}>
                      {c.name}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {[c.season, t('competitions.list.teams', { count: c.teamCount })]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </Card>
                ))}
              </Stack>
            )}
            {pages > 1 && (
              <Group justify="center">
                <Pagination total={pages} value={pageIndex + 1} onChange={(p) => setPageIndex(p - 1)} />
              </Group>
            )}
          </Stack>
        </Tabs.Panel>
        {l.canEdit && (
          <Tabs.Panel value="managers" pt="md">
            <ManagersSection leagueId={l.id} />
          </Tabs.Panel>
        )}
        {l.canEdit && (
          <Tabs.Panel value="news" pt="md">
            <NewsAdminPanel owner={{ kind: 'league', id: l.id }} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
