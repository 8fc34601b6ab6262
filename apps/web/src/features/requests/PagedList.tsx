import { Alert, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { Paged } from '@matchday/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toErrorMessage } from '../../components/notifications.ts';
import { REQUESTS_PAGE_SIZE } from './api.ts';

type Props<T> = {
  query: UseQueryResult<Paged<T>>;
  /** Names the list for screen readers. */
  label: string;
  /** "3 requests"; none: no count line. */
  total?: (count: number) => string;
  /** What to do when there is nothing: said in words, not an empty box. */
  empty: string;
  pageIndex: number;
  onPage: (pageIndex: number) => void;
  children: (item: T) => ReactNode;
};

/** A paged list of cards: loading, the server's refusal in its own words, an empty state, pages. */
export function PagedList<T>({ query, label, total, empty, pageIndex, onPage, children }: Props<T>) {
  if (query.isPending) return <Skeleton h={140} radius="md" />;
  if (query.isError)
    return (
      <Alert color="red" role="alert">
        {toErrorMessage(query.error)}
      </Alert>
    );
  const { items, totalItems } = query.data;
  if (items.length === 0 && pageIndex === 0)
    return (
      <Text c="dimmed" py="md">
        {empty}
      </Text>
    );
  const pages = Math.max(1, Math.ceil(totalItems / REQUESTS_PAGE_SIZE));
  return (
    <Stack gap="sm">
      {total && (
        <Text size="sm" c="dimmed">
          {total(totalItems)}
        </Text>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {items.map(children)}
      </Stack>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={pageIndex + 1} onChange={(page) => onPage(page - 1)} />
        </Group>
      )}
    </Stack>
  );
}
