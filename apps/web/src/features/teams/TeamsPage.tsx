import { Anchor, Button, Group } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconShirtSport, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTeamSearch } from '../../api/team-search.ts';
import { AdminListPage } from '../../components/AdminListPage.tsx';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { RelationBadge } from '../../components/RelationBadge.tsx';
import { useMineFilter } from '../auth/index.ts';
import { GenerateTeamsDialog } from './GenerateTeamsDialog.tsx';

const PAGE_SIZE = 24;

/**
 * `/admin/teams`: the user's teams (`GET /teams/search?isOnlyMyTeams=true`), searched by name start. A
 * SystemAdmin sees every team, and "Mine only" narrows the list to their own.
 */
export function TeamsPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [pageIndex, setPageIndex] = useState(0);
  const filter = useMineFilter();
  const [generating, setGenerating] = useState(false);
  const teams = useTeamSearch({
    keyword: debounced,
    isOnlyMyTeams: filter.mine,
    pageIndex,
    pageSize: PAGE_SIZE,
  });

  return (
    <>
      {generating && <GenerateTeamsDialog opened onClose={() => setGenerating(false)} />}
      <AdminListPage
        title={t('teams.list.title')}
        create={{ to: '/admin/teams/create', label: t('teams.list.create') }}
        actions={
          <Button
            variant="default"
            leftSection={<IconUsersGroup size={16} />}
            onClick={() => setGenerating(true)}
          >
            {t('teams.generate.action')}
          </Button>
        }
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
        mineOnly={filter.control}
        columns={{ base: 1, sm: 2, md: 3 }}
        renderItem={(team) => (
          <Group wrap="nowrap">
            <LeagueLogo logo={team.logo} name={team.name} />
            <Anchor component={Link} to={`/admin/teams/details/${team.id}`} fw={600} style={{ flex: 1 }}>
              {team.name}
            </Anchor>
            {/* Teams carry no relation; a SystemAdmin's list mixes their own teams with everyone else's. */}
            {filter.seesEverything && (
              <RelationBadge relation={team.ownerId === filter.userId ? 'owner' : 'admin'} />
            )}
          </Group>
        )}
      />
    </>
  );
}
