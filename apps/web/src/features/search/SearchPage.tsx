import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  Pagination,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SEARCH_KINDS, type SearchItem, type SearchKind } from '@matchday/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMediaUrl } from '../../api/media-url.ts';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { sportTypesQuery, useSportTypes } from '../home/index.ts';
import { groupByKind, toSearchItemPath, useSearch } from './api.ts';
import {
  SEARCH_PAGE_SIZE as PAGE_SIZE,
  SEARCH_MIN_LENGTH,
  type SearchParams,
  searchQuery,
} from './queries.ts';

const isKind = (value: string | null): value is SearchKind =>
  value !== null && (SEARCH_KINDS as readonly string[]).includes(value);

/** What the address asks for: `?q=…&kind=…&page=…` (pages from 1). */
function searchParamsOf(params: URLSearchParams): SearchParams {
  const kindParam = params.get('kind');
  return {
    q: params.get('q') ?? '',
    kind: isKind(kindParam) ? kindParam : undefined,
    pageIndex: Math.max(0, Number(params.get('page') ?? '1') - 1) || 0,
    pageSize: PAGE_SIZE,
  };
}

/**
 * `/search?q=…&kind=…&page=…` (public): results ranked by the server, shown in groups of their kind (a group's
 * place is its best result's), with a filter by kind that shows each kind's count, and paging.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = searchParamsOf(params);
  const { q, kind, pageIndex } = asked;
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  usePageTitle(q ? `${t('search.page.title')}: ${q}` : t('search.page.title'));
  const result = useSearch(asked);

  const go = (next: { q?: string; kind?: string | undefined; page?: number }) => {
    const merged = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) merged.set('q', nq);
    const nk = 'kind' in next ? next.kind : kind;
    if (nk) merged.set('kind', nk);
    if (next.page && next.page > 1) merged.set('page', String(next.page));
    setParams(merged);
  };

  const tooShort = q.trim().length < SEARCH_MIN_LENGTH;
  const groups = result.data ? groupByKind(result.data.items) : [];

  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('search.page.title')}
        </Title>
        <search>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              go({ q: text.trim(), page: 1 });
            }}
          >
            <Group gap="xs" wrap="nowrap">
              <TextInput
                type="search"
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                aria-label={t('search.box.label')}
                placeholder={t('search.box.placeholder')}
                style={{ flex: 1 }}
              />
              <Button type="submit">{t('search.page.submit')}</Button>
            </Group>
          </form>
        </search>
        {tooShort ? (
          <Text c="dimmed">{t('search.page.tooShort')}</Text>
        ) : result.isPending ? (
          <Skeleton h={200} />
        ) : result.isError ? (
          <Alert color="red">{t('errors.unexpected')}</Alert>
        ) : (
          <>
            <SegmentedControl
              fullWidth
              size="xs"
              value={kind ?? 'all'}
              onChange={(value) => go({ kind: value === 'all' ? undefined : value, page: 1 })}
              data={[
                { value: 'all', label: t('search.page.all') },
                ...SEARCH_KINDS.map((k) => ({
                  value: k,
                  label: `${t(`search.kinds.${k}`)} (${result.data.kinds[k]})`,
                })),
              ]}
              style={{ overflowX: 'auto' }}
            />
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('search.page.results', { count: result.data.totalItems, q })}
            </Text>
            {result.data.items.length === 0 ? (
              <Text>{t('search.page.empty', { q })}</Text>
            ) : (
              groups.map(([groupKind, items]) => (
                <Stack key={groupKind} gap="xs" component="section" aria-labelledby={`search-${groupKind}`}>
                  <Title order={2} size="h4" id={`search-${groupKind}`}>
                    {t(`search.kinds.${groupKind}`)}
                  </Title>
                  {items.map((item) => (
                    <SearchResultRow key={`${item.kind}-${item.id}`} item={item} />
                  ))}
                </Stack>
              ))
            )}
            {result.data.totalItems > PAGE_SIZE && (
              <Pagination
                total={Math.ceil(result.data.totalItems / PAGE_SIZE)}
                value={pageIndex + 1}
                onChange={(page) => go({ page })}
              />
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

function SearchResultRow({ item }: { item: SearchItem }) {
  const image = useMediaUrl(item.image);
  // A sport is shown by its display name, as on every other page (the sport types: one cached query for the
  // whole app); its id stands in until they arrive.
  const sports = useSportTypes();
  const sportName = item.sportKindId
    ? (sports.data?.find((s) => s.id === item.sportKindId)?.displayName ?? item.sportKindId)
    : null;
  return (
    <Group wrap="nowrap" gap="sm" align="flex-start">
      <Avatar src={image || null} alt="" radius="sm" size="md">
        {item.name.slice(0, 1)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Anchor component={Link} to={toSearchItemPath(item)} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {item.name}
        </Anchor>
        <Group gap={6}>
          {item.parentName && (
            <Text size="xs" c="dimmed">
              {item.parentName}
            </Text>
          )}
          {sportName && (
            <Badge size="xs" variant="light" color="gray" tt="none">
              {sportName}
            </Badge>
          )}
        </Group>
        {item.excerpt && (
          <Text size="sm" lineClamp={2}>
            {item.excerpt}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** The results the address asks for (a query of two characters or more) and the sports' names they show. */
export const loader: PageLoader =
  ({ queryClient }) =>
  async ({ request }) => {
    const asked = searchParamsOf(new URL(request.url).searchParams);
    await Promise.all([
      load(queryClient, sportTypesQuery()),
      asked.q.trim().length >= SEARCH_MIN_LENGTH ? load(queryClient, searchQuery(asked)) : undefined,
    ]);
    return null;
  };
