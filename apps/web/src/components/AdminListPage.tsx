import {
  Alert,
  Button,
  Card,
  Group,
  Pagination,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The parts of a TanStack query over a server page (`{ items, totalItems }`) that the list shows. */
type PageQuery<T> = {
  data: { items: T[]; totalItems: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
};

type AdminListPageProps<T extends { id: string }> = {
  title: string;
  create: { to: string; label: string };
  /** More page actions, shown before the create button (e.g. the teams list's "Generate teams"). */
  actions?: ReactNode;
  searchLabel: string;
  /** What the user typed; changing it sends them back to the first page. */
  search: string;
  onSearchChange: (value: string) => void;
  /** The (debounced, trimmed) keyword the query ran with: empty means "no filter", so no items = empty state. */
  keyword: string;
  query: PageQuery<T>;
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  /** Shown when the user has nothing yet: says what to do, optionally with a title and an action. */
  empty: { icon: ReactNode; title?: string; text: string; action?: ReactNode };
  /**
   * The "Mine only" switch (a SystemAdmin's lists show everything): off shows everything. Changing it sends
   * the user back to the first page.
   */
  mineOnly?: { checked: boolean; onChange: (checked: boolean) => void } | undefined;
  /** Shown when the keyword matches nothing. */
  noMatch: string;
  /** The content of one item's card. */
  renderItem: (item: T) => ReactNode;
  columns?: SimpleGridProps['cols'];
};

/**
 * The admin "my things" list (`/admin/leagues`, `/admin/competitions`, `/admin/teams`): title and create
 * button, a search that resets the page, error, loading, empty and no-match states, a list of cards and
 * pagination. The caller owns the query and its state; this owns how every such page looks and behaves.
 */
export function AdminListPage<T extends { id: string }>({
  title,
  create,
  actions,
  searchLabel,
  search,
  onSearchChange,
  keyword,
  query,
  pageIndex,
  pageSize,
  onPageChange,
  empty,
  noMatch,
  mineOnly,
  renderItem,
  columns = 1,
}: AdminListPageProps<T>) {
  const { t } = useTranslation();
  const items = query.data?.items;
  const pages = query.data ? Math.max(1, Math.ceil(query.data.totalItems / pageSize)) : 1;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          <Button component={Link} to={create.to} leftSection={<IconPlus size={16} />}>
            {create.label}
          </Button>
        </Group>
      </Group>
      <Group gap="md" align="center">
        <TextInput
          style={{ flex: 1, minWidth: 200 }}
          leftSection={<IconSearch size={16} />}
          placeholder={searchLabel}
          aria-label={searchLabel}
          value={search}
          onChange={(e) => {
            onSearchChange(e.currentTarget.value);
            onPageChange(0);
          }}
        />
        {mineOnly && (
          <Switch
            label={t('adminList.mineOnly')}
            description={t('adminList.mineOnlyHelp')}
            checked={mineOnly.checked}
            onChange={(e) => {
              mineOnly.onChange(e.currentTarget.checked);
              onPageChange(0);
            }}
          />
        )}
      </Group>
      {query.isError && <Alert color="red">{query.error?.message}</Alert>}
      {query.isPending && <Skeleton h={120} radius="md" />}
      {items && items.length === 0 && (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            {empty.icon}
            {keyword === '' && empty.title && (
              <Title order={2} size="h4">
                {empty.title}
              </Title>
            )}
            <Text c="dimmed" ta="center" maw={420}>
              {keyword !== '' ? noMatch : mineOnly?.checked ? t('adminList.mineEmpty') : empty.text}
            </Text>
            {keyword === '' && empty.action}
          </Stack>
        </Card>
      )}
      {items && items.length > 0 && (
        <SimpleGrid
          cols={columns}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          renderRoot={(props) => <ul {...props} />}
        >
          {items.map((item) => (
            <Card component="li" key={item.id} withBorder radius="md" padding="sm">
              {renderItem(item)}
            </Card>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={pageIndex + 1} onChange={(page) => onPageChange(page - 1)} />
        </Group>
      )}
    </Stack>
  );
}
