import { Alert, Anchor, Badge, Card, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import type { AssignedFixture, AssignedFixtureList } from '@matchday/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatInstant } from '../../lib/zoned-time.ts';

/** A fixture's status as a badge colour (the status comes as text: a sub-list of fixtures). */
const statusColour: Record<string, string> = {
  scheduled: 'blue',
  live: 'red',
  halftime: 'orange',
  finished: 'dark',
  postponed: 'yellow',
  cancelled: 'gray',
};

type Props = {
  /** The query of one page of a venue's or referee's fixtures (the server sorts: upcoming first). */
  query: { data: AssignedFixtureList | undefined; isPending: boolean; isError: boolean; error: Error | null };
  pageIndex: number;
  pageSize: number;
  onPageChange: (pageIndex: number) => void;
  /** Where a match links to: the admin match sheet or the public match page. */
  matchPath: (fixtureId: string) => string;
  empty: string;
  /** Words for the role a referee holds (a referee's list). */
  role?: (fixture: AssignedFixture) => ReactNode;
  label: string;
};

/** A venue's or a referee's matches as the server orders them (upcoming soonest first, then past ones), paged. */
export function AssignedFixtures({
  query,
  pageIndex,
  pageSize,
  onPageChange,
  matchPath,
  empty,
  role,
  label,
}: Props) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  if (query.isPending) return <Skeleton h={120} />;
  if (query.isError) return <Alert color="red">{query.error?.message}</Alert>;
  const page = query.data;
  if (!page || page.items.length === 0) return <Text c="dimmed">{empty}</Text>;
  const pages = Math.max(1, Math.ceil(page.totalItems / pageSize));
  return (
    <Stack gap="sm">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {page.items.map((f) => {
          const home = f.homeTeamName ?? t('venues.fixtures.tbd');
          const away = f.awayTeamName ?? t('venues.fixtures.tbd');
          return (
            <Card component="li" key={f.id} withBorder radius="md" padding="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                  <Anchor component={Link} to={matchPath(f.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {`${home} – ${away}`}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {[
                      f.champName,
                      f.startsAt
                        ? formatInstant(f.startsAt, timeZone, 'ddd D MMM YYYY, HH:mm')
                        : t('venues.fixtures.noDate'),
                    ].join(' · ')}
                  </Text>
                </Stack>
                <Group gap={6}>
                  {role?.(f)}
                  <Badge variant="light" color={statusColour[f.status] ?? 'gray'} tt="none">
                    {t(`venues.fixtures.status.${f.status}`, { defaultValue: f.status })}
                  </Badge>
                </Group>
              </Group>
            </Card>
          );
        })}
      </Stack>
      {pages > 1 && (
        <Group justify="center">
          <Pagination total={pages} value={pageIndex + 1} onChange={(p) => onPageChange(p - 1)} />
        </Group>
      )}
    </Stack>
  );
}
