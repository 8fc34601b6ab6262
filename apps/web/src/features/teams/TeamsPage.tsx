import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch, IconShirtSport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
  const pages = teams.data ? Math.max(1, Math.ceil(teams.data.totalItems / PAGE_SIZE)) : 1;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('teams.list.title')}
        </Title>
        <Button component={Link} to="/admin/teams/create" leftSection={<IconPlus size={16} />}>
          {t('teams.list.create')}
        </Button>
      </Group>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('teams.list.search')}
        aria-label={t('teams.list.search')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPageIndex(0);
        }}
      />
      {teams.isError && <Alert color="red">{teams.error.message}</Alert>}
      {teams.isPending && <Skeleton h={120} />}
      {teams.data && teams.data.items.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <IconShirtSport size={40} stroke={1.5} />
            <Text c="dimmed" ta="center" maw={420}>
              {debounced ? t('teams.list.noMatch', { keyword: debounced }) : t('teams.list.empty')}
            </Text>
          </Stack>
        </Card>
      )}
      {teams.data && teams.data.items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {teams.data.items.map((team) => (
            <Card key={team.id} withBorder radius="md" padding="sm">
              <Group wrap="nowrap">
                <LeagueLogo logo={team.logo} name={team.name} />
                <Anchor component={Link} to={`/admin/teams/details/${team.id}`} fw={600}>
                  {team.name}
                </Anchor>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={pageIndex + 1} onChange={(p) => setPageIndex(p - 1)} />
        </Group>
      )}
    </Stack>
  );
}
