import { Anchor, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconShirtSport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/AdminListPage.tsx';
import { LeagueLogo } from '../leagues/LeagueLogo.tsx';
import { useTeamSearch } from './api.ts';

const PAGE_SIZE = 24;

/** `/admin/teams`: the user's teams (`GET /teams/search?isOnlyMyTeams=true`), searched by name start. */
export function TeamsPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [pageIndex, setPageIndex] = useState(0);
  const teams = useTeamSearch({ keyword: debounced, isOnlyMyTeams: true, pageIndex, pageSize: PAGE_SIZE });

  return (
    <AdminListPage
      title={t('teams.list.title')}
      create={{ to: '/admin/teams/create', label: t('teams.list.create') }}
      searchLabel={t('teams.list.search')}
      search={keyword}
      onSearchChange={setKeyword}
      keyword={debounced}
      query={teams}
      pageIndex={pageIndex}
      pageSize={PAGE_SIZE}
      onPageChange={setPageIndex}
      empty={{ icon: <IconShirtSport size={40} stroke={1.5} />, text: t('teams.list.empty') }}
      noMatch={t('teams.list.noMatch', { keyword: debounced })}
      columns={{ base: 1, sm: 2, md: 3 }}
      renderItem={(team) => (
        <Group wrap="nowrap">
          <LeagueLogo logo={team.logo} name={team.name} />
          <Anchor component={Link} to={`/admin/teams/details/${team.id}`} fw={600}>
            {team.name}
          </Anchor>
        </Group>
      )}
    />
  );
}
