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
import { IconPlus, IconSearch, IconTournament } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyChamps } from './api.ts';

const PAGE_SIZE = 20;

/** `/admin/competitions`: the competitions the user runs. */
export function CompetitionsPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [debounced] = useDebouncedValue(keyword.trim(), 300);
  const [pageIndex, setPageIndex] = useState(0);
  const champs = useMyChamps({ keyword: debounced, pageIndex, pageSize: PAGE_SIZE });
  const pages = champs.data ? Math.max(1, Math.ceil(champs.data.totalItems / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('competitions.list.title')}
        </Title>
        <Button component={Link} to="/admin/competitions/create" leftSection={<IconPlus size={16} />}>
          {t('competitions.list.create')}
        </Button>
      </Group>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('competitions.list.search')}
        aria-label={t('competitions.list.search')}
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          setPageIndex(0);
        }}
      />
      {champs.isError && <Alert color="red">{champs.error.message}</Alert>}
      {champs.isPending && <Skeleton h={120} />}
      {champs.data && champs.data.items.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <IconTournament size={40} stroke={1.5} />
            <Text c="dimmed" ta="center" maw={420}>
              {debounced
                ? t('competitions.list.noMatch', { keyword: debounced })
                : t('competitions.list.empty')}
            </Text>
          </Stack>
        </Card>
      )}
      {champs.data && champs.data.items.length > 0 && (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {champs.data.items.map((c) => (
            <Card component="li" key={c.id} withBorder radius="md" padding="sm">
              <Anchor component={Link} to={`/admin/competitions/details/${c.id}`} fw={600}>
                {c.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {[c.champLeagueName, c.season, t('competitions.list.teams', { count: c.teamCount })]
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
  );
}
