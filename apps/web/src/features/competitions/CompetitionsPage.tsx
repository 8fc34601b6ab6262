import { Anchor, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconTournament } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/AdminListPage.tsx';
import { useMyChamps } from './api.ts';

const PAGE_SIZE = 20;

/** `/admin/competitions`: the competitions the user runs. */
export function CompetitionsPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [pageIndex, setPageIndex] = useState(0);
  const champs = useMyChamps({ keyword: debounced, pageIndex, pageSize: PAGE_SIZE });

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
      renderItem={(c) => (
        <>
          <Anchor component={Link} to={`/admin/competitions/details/${c.id}`} fw={600}>
            {c.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {[c.champLeagueName, c.season, t('competitions.list.teams', { count: c.teamCount })]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </>
      )}
    />
  );
}
