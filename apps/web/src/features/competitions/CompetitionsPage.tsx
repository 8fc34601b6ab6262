import { Anchor, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTournament } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/AdminListPage.tsx';
import { RelationBadge } from '../../components/RelationBadge.tsx';
import { useMineFilter } from '../auth/index.ts';
import { useMyChamps } from './api.ts';

const PAGE_SIZE = 20;

/** `/admin/competitions`: the competitions the user runs (a SystemAdmin: all, or only theirs with "Mine only"). */
export function CompetitionsPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [pageIndex, setPageIndex] = useState(0);
  const filter = useMineFilter();
  const champs = useMyChamps({
    keyword: debounced,
    pageIndex,
    pageSize: PAGE_SIZE,
    ...(filter.control?.checked ? { mine: true } : {}),
  });

  return (
    <AdminListPage
      title={t('competitions.list.title')}
      create={{ to: '/admin/competitions/create', label: t('competitions.list.create') }}
      searchLabel={t('competitions.list.search')}
      search={keyword}
      onSearchChange={setKeyword}
      keyword={debounced}
      query={champs}
      pageIndex={pageIndex}
      pageSize={PAGE_SIZE}
      onPageChange={setPageIndex}
      empty={{ icon: <IconTournament size={40} stroke={1.5} />, text: t('competitions.list.empty') }}
      noMatch={t('competitions.list.noMatch', { keyword: debounced })}
      mineOnly={filter.control}
      renderItem={(c) => (
        <Group wrap="nowrap" justify="space-between" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/admin/competitions/details/${c.id}`} fw={600}>
              {c.name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {[c.champLeagueName, c.season, t('competitions.list.teams', { count: c.teamCount })]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </div>
          <RelationBadge relation={c.relation} />
        </Group>
      )}
    />
  );
}
