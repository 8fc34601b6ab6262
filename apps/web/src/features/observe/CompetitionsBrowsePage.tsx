import {
  Alert,
  Anchor,
  Card,
  Container,
  Group,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { LazyPagination } from '../../components/LazyPagination.tsx';
import { LeagueLogo } from '../../components/LeagueLogo.tsx';
import { champListQuery, useChamps } from '../competitions/index.ts';
import { sportTypesQuery, useSportTypes } from '../home/index.ts';
import { ALL_SPORTS_KEY, toSportFilterKey, toSportFilterValue } from './sport-filter.ts';

const PAGE_SIZE = 24;

/** The list the address asks for: `?sportKindId=…` ('All Sports' = none) and `?page=…` (from 1). */
function browseParams(search: URLSearchParams) {
  return {
    sportKindId: search.get('sportKindId'),
    pageIndex: Math.max(0, Number(search.get('page') ?? '1') - 1) || 0,
    pageSize: PAGE_SIZE,
  };
}

/** `/competitions?sportKindId=…`: every competition, filtered by sport ('All Sports' = no filter). */
export function CompetitionsBrowsePage() {
  return (
    <Container size="lg" py="xl">
      <CompetitionsBrowse />
    </Container>
  );
}

function CompetitionsBrowse() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { sportKindId, pageIndex } = browseParams(search);
  const sports = useSportTypes();
  const champs = useChamps(browseParams(search));
  const pages = champs.data ? Math.max(1, Math.ceil(champs.data.totalItems / PAGE_SIZE)) : 1;
  const sportName = (id: string) => sports.data?.find((s) => s.id === id)?.displayName ?? id;

  const update = (next: { sportKindId?: string | null; page?: number }) => {
    const params: Record<string, string> = {};
    const sport = next.sportKindId === undefined ? sportKindId : next.sportKindId;
    if (sport) params.sportKindId = sport;
    if (next.page && next.page > 1) params.page = String(next.page);
    setSearch(params);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1} size="h2">
          {t('observe.competitions.title')}
        </Title>
        {/* The browser's own list: a phone shows its native picker, and the page does not load a popover
            library for one filter (issue 13: first load). */}
        <NativeSelect
          aria-label={t('observe.competitions.sport')}
          w={220}
          data={[
            { value: ALL_SPORTS_KEY, label: t('observe.allSports') },
            ...(sports.data ?? []).map((s) => ({ value: s.id, label: s.displayName })),
          ]}
          value={toSportFilterKey(sportKindId)}
          onChange={(event) =>
            update({ sportKindId: toSportFilterValue(event.currentTarget.value), page: 1 })
          }
        />
      </Group>
      {champs.isError && <Alert color="red">{champs.error.message}</Alert>}
      {champs.isPending && <Skeleton h={160} />}
      {champs.data && champs.data.items.length === 0 && (
        <Text c="dimmed">{t('observe.competitions.empty')}</Text>
      )}
      {champs.data && champs.data.items.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
          {champs.data.items.map((c) => (
            <Card key={c.id} withBorder radius="md" padding="md">
              <Group wrap="nowrap" align="flex-start">
                <LeagueLogo logo={c.logo} name={c.name} />
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={`/observe/competition/${c.id}`} fw={600}>
                    {c.name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    <Anchor component={Link} to={`/observe/league/${c.champLeagueId}`} c="dimmed" inherit>
                      {c.champLeagueName}
                    </Anchor>
                    {' · '}
                    {sportName(c.sportKindId)}
                    {c.season ? ` · ${c.season}` : ''}
                  </Text>
                </div>
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <LazyPagination total={pages} value={pageIndex + 1} onChange={(page) => update({ page })} />
        </Group>
      )}
    </Stack>
  );
}

/** The sports and the page of competitions the address asks for (`?sportKindId=…&page=…`). */
export const loader: PageLoader =
  ({ queryClient }) =>
  async ({ request }) => {
    const search = new URL(request.url).searchParams;
    await Promise.all([
      load(queryClient, sportTypesQuery()),
      load(queryClient, champListQuery(browseParams(search))),
    ]);
    return null;
  };
