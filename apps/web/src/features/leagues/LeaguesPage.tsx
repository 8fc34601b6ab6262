import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyLeagues } from './api.ts';
import { LeagueLogo } from './LeagueLogo.tsx';

const PAGE_SIZE = 20;

/** `/admin/leagues`: the leagues the user runs, searchable, with an empty state that says what to do. */
export function LeaguesPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [pageIndex, setPageIndex] = useState(0);
  const leagues = useMyLeagues({ keyword: debounced, pageIndex, pageSize: PAGE_SIZE });
  const pages = leagues.data ? Math.max(1, Math.ceil(leagues.data.totalItems / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('leagues.list.title')}
        </Title>
        <Button component={Link} to="/admin/leagues/create" leftSection={<IconPlus size={16} />}>
          {t('leagues.list.create')}
        </Button>
      </Group>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('leagues.list.search')}
        aria-label={t('leagues.list.search')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPageIndex(0);
        }}
      />
      {leagues.isError && (
        <Alert color="red" role="alert">
          {leagues.error.message}
        </Alert>
      )}
      {leagues.isPending && <Skeleton h={120} radius="md" />}
      {leagues.data && leagues.data.items.length === 0 && debounced === '' && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <IconTrophy size={40} stroke={1.5} />
            <Title order={2} size="h4">
              {t('leagues.list.emptyTitle')}
            </Title>
            <Text c="dimmed" ta="center" maw={420}>
              {t('leagues.list.emptyBody')}
            </Text>
            <Button component={Link} to="/admin/leagues/create" leftSection={<IconPlus size={16} />}>
              {t('leagues.list.create')}
            </Button>
          </Stack>
        </Card>
      )}
      {leagues.data && leagues.data.items.length === 0 && debounced !== '' && (
        <Text c="dimmed">{t('leagues.list.noMatch', { keyword: debounced })}</Text>
      )}
      {leagues.data && leagues.data.items.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {leagues.data.items.map((league) => (
            <Card component="li" key={league.id} withBorder radius="md" padding="sm">
              <Group wrap="nowrap">
                <LeagueLogo logo={league.logo} name={league.name} />
                <div style={{ minWidth: 0 }}>
                  <Anchor
                    component={Link}
                    to={`/admin/leagues/details/${league.id}?tabs=competitions`}
                    fw={600}
                  >
                    {league.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {t('leagues.list.competitions', { count: league.champCount })} · {league.subdomain}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={pageIndex + 1} onChange={(page) => setPageIndex(page - 1)} />
        </Group>
      )}
    </Stack>
  );
}
