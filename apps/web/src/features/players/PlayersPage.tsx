import { Anchor, Badge, Button, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage } from '../../components/AdminListPage.tsx';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { RelationBadge } from '../../components/RelationBadge.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useMineFilter } from '../auth/index.ts';
import { usePlayerList } from './api.ts';

const PAGE_SIZE = 24;

/**
 * `/admin/players`: the user's players (`GET /player?isOnlyMine=true`), paged on the server; a SystemAdmin
 * sees every player and "Mine only" narrows the list. Typing searches players by name (`GET /player/search`).
 */
export function PlayersPage() {
  const { t } = useTranslation();
  usePageTitle(t('players.list.title'));
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [pageIndex, setPageIndex] = useState(0);
  const filter = useMineFilter();
  const players = usePlayerList({
    keyword: debounced,
    isOnlyMine: filter.mine,
    pageIndex,
    pageSize: PAGE_SIZE,
  });

  return (
    <AdminListPage
      title={t('players.list.title')}
      create={{ to: '/admin/players/create', label: t('players.list.create') }}
      searchLabel={t('players.list.search')}
      search={keyword}
      onSearchChange={setKeyword}
      keyword={debounced}
      query={players}
      pageIndex={pageIndex}
      pageSize={PAGE_SIZE}
      onPageChange={setPageIndex}
      empty={{
        icon: <IconUser size={40} stroke={1.5} />,
        title: t('players.list.emptyTitle'),
        text: t('players.list.empty'),
        action: (
          <Button component={Link} to="/admin/players/create" leftSection={<IconPlus size={16} />}>
            {t('players.list.create')}
          </Button>
        ),
      }}
      noMatch={t('players.list.noMatch', { keyword: debounced })}
      mineOnly={filter.control}
      columns={{ base: 1, sm: 2, md: 3 }}
      renderItem={(player) => (
        <Group wrap="nowrap">
          <LeagueLogo logo={player.photo} name={player.name} />
          <div style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={`/admin/players/details/${player.id}`} fw={600}>
              {player.name}
            </Anchor>
            <Text size="sm" c="dimmed" truncate>
              {[player.sportKind.displayName, player.position].filter(Boolean).join(' · ')}
            </Text>
          </div>
          {player.shirtNumber !== null && (
            <Badge variant="outline" style={{ flexShrink: 0 }}>
              {t('players.list.shirt', { number: player.shirtNumber })}
            </Badge>
          )}
          {(filter.seesEverything || debounced !== '') && player.ownerId === filter.userId && (
            <RelationBadge relation="owner" />
          )}
          {filter.seesEverything && player.ownerId !== filter.userId && <RelationBadge relation="admin" />}
        </Group>
      )}
    />
  );
}
