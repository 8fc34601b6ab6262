import { Anchor, Button, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/AdminListPage.tsx';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { RelationBadge } from '../../components/RelationBadge.tsx';
import { useMineFilter } from '../auth/index.ts';
import { useMyLeagues } from './api.ts';

const PAGE_SIZE = 20;

/**
 * `/admin/leagues`: the leagues the user runs (a SystemAdmin: every league, or only theirs with "Mine only"),
 * searchable, with an empty state that says what to do.
 */
export function LeaguesPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [pageIndex, setPageIndex] = useState(0);
  const filter = useMineFilter();
  const leagues = useMyLeagues({
    keyword: debounced,
    pageIndex,
    pageSize: PAGE_SIZE,
    ...(filter.control?.checked ? { mine: true } : {}),
  });

  return (
    <AdminListPage
      title={t('leagues.list.title')}
      create={{ to: '/admin/leagues/create', label: t('leagues.list.create') }}
      searchLabel={t('leagues.list.search')}
      search={keyword}
      onSearchChange={setKeyword}
      keyword={debounced}
      query={leagues}
      pageIndex={pageIndex}
      pageSize={PAGE_SIZE}
      onPageChange={setPageIndex}
      empty={{
        icon: <IconTrophy size={40} stroke={1.5} />,
        title: t('leagues.list.emptyTitle'),
        text: t('leagues.list.emptyBody'),
        action: (
          <Button component={Link} to="/admin/leagues/create" leftSection={<IconPlus size={16} />}>
            {t('leagues.list.create')}
          </Button>
        ),
      }}
      noMatch={t('leagues.list.noMatch', { keyword: debounced })}
      mineOnly={filter.control}
      renderItem={(league) => (
        <Group wrap="nowrap">
          <LeagueLogo logo={league.logo} name={league.name} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={`/admin/leagues/details/${league.id}?tabs=competitions`} fw={600}>
              {league.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {t('leagues.list.competitions', { count: league.champCount })} · {league.subdomain}
            </Text>
          </div>
          <RelationBadge relation={league.relation} />
        </Group>
      )}
    />
  );
}
