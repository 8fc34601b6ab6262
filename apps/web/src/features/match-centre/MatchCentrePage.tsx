import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Fixture, FixtureSearchQuery } from '@matchday/contracts';
import { IconChevronRight, IconScoreboard } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { addDays, dayOf, endOfDay, formatInstant, startOfDay } from '../../lib/zoned-time.ts';
import { useChamp } from '../competitions/index.ts';
import { useMyFixtures } from './api.ts';

const PAGE_SIZE = 6;

const SECTIONS = ['live', 'today', 'upcoming', 'needsResult'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The search query of each section, as of `now` (the moment the page opened, epoch milliseconds), with days in
 * `timeZone` (the viewer's).
 */
function sectionQuery(
  section: Section,
  now: number,
  timeZone: string,
  pageIndex: number,
): Partial<FixtureSearchQuery> {
  const page = { pageIndex, pageSize: PAGE_SIZE };
  // The URL carries statuses as the contract reads them, comma-separated (`live,halftime`); the parsed
  // query type holds the list the server's schema turns that into.
  const status = (value: string) => value as unknown as FixtureSearchQuery['status'];
  switch (section) {
    case 'live':
      return { ...page, status: status('live,halftime'), sort: 'asc' };
    case 'today': {
      const today = dayOf(now, timeZone);
      return {
        ...page,
        from: startOfDay(today, timeZone).toISOString(),
        to: endOfDay(today, timeZone).toISOString(),
        sort: 'asc',
      };
    }
    case 'upcoming':
      // From tomorrow: today's matches are in their own section.
      return {
        ...page,
        status: status('scheduled'),
        from: startOfDay(addDays(dayOf(now, timeZone), 1), timeZone).toISOString(),
        sort: 'asc',
      };
    case 'needsResult':
      // Kicked off (by the calendar) but nobody started or scored it: most recent first.
      return { ...page, status: status('scheduled'), to: new Date(now).toISOString(), sort: 'desc' };
  }
}

/**
 * `/admin/match-center`: the matches this user may run (`GET /fixture/search?mine=true`), in four sections —
 * live now, today, upcoming (soonest first) and needing a result (kick-off passed, still scheduled) — each
 * paged on its own. Opening a match goes to its match sheet.
 */
export function MatchCentrePage() {
  const { t } = useTranslation();
  usePageTitle(t('matchAdmin.list.title'));
  const timeZone = useDisplayTimeZone();
  const [now] = useState(() => Date.now());
  const [pages, setPages] = useState<Record<Section, number>>({
    live: 0,
    today: 0,
    upcoming: 0,
    needsResult: 0,
  });
  const queries = {
    live: useMyFixtures(sectionQuery('live', now, timeZone, pages.live)),
    today: useMyFixtures(sectionQuery('today', now, timeZone, pages.today)),
    upcoming: useMyFixtures(sectionQuery('upcoming', now, timeZone, pages.upcoming)),
    needsResult: useMyFixtures(sectionQuery('needsResult', now, timeZone, pages.needsResult)),
  };
  const all = Object.values(queries);
  const nothing = all.every((q) => q.data !== undefined && q.data.totalItems === 0);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('matchAdmin.list.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('matchAdmin.list.timeZone', { zone: timeZone })}
        </Text>
      </div>
      {nothing ? (
        <Card withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <IconScoreboard size={40} stroke={1.5} aria-hidden />
            <Title order={2} size="h4">
              {t('matchAdmin.list.emptyTitle')}
            </Title>
            <Text c="dimmed" ta="center" maw={440}>
              {t('matchAdmin.list.empty')}
            </Text>
            <Button component={Link} to="/admin/competitions">
              {t('matchAdmin.list.toCompetitions')}
            </Button>
          </Stack>
        </Card>
      ) : (
        SECTIONS.map((section) => (
          <FixtureSection
            key={section}
            section={section}
            query={queries[section]}
            pageIndex={pages[section]}
            onPageChange={(pageIndex) => setPages((p) => ({ ...p, [section]: pageIndex }))}
            now={now}
          />
        ))
      )}
    </Stack>
  );
}

type SectionQuery = ReturnType<typeof useMyFixtures>;

function FixtureSection({
  section,
  query,
  pageIndex,
  onPageChange,
  now,
}: {
  section: Section;
  query: SectionQuery;
  pageIndex: number;
  onPageChange: (pageIndex: number) => void;
  now: number;
}) {
  const { t } = useTranslation();
  const title = t(`matchAdmin.list.sections.${section}`);
  const total = query.data?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Group gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        {query.data && (
          <Badge variant="light" color={section === 'live' && total > 0 ? 'red' : 'gray'}>
            {total}
          </Badge>
        )}
      </Group>
      {query.isPending && <Skeleton h={72} radius="md" />}
      {query.isError && <Alert color="red">{query.error.message}</Alert>}
      {query.data && query.data.items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(`matchAdmin.list.none.${section}`)}
        </Text>
      )}
      {query.data && query.data.items.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, lg: 2 }}
          spacing="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          renderRoot={(props) => <ul {...props} />}
        >
          {query.data.items.map((f) => (
            <FixtureRow key={f.id} fixture={f} now={now} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <Pagination
            size="sm"
            total={pages}
            value={pageIndex + 1}
            onChange={(page) => onPageChange(page - 1)}
            aria-label={t('matchAdmin.list.pages', { section: title })}
          />
        </Group>
      )}
    </Stack>
  );
}

const statusColour: Record<Fixture['status'], string> = {
  scheduled: 'gray',
  live: 'red',
  halftime: 'orange',
  finished: 'dark',
  postponed: 'yellow',
  cancelled: 'gray',
};

/** The status badge of a row: "Result needed" for a scheduled match whose kick-off has passed. */
function statusBadge(t: TFunction, f: Fixture, now: number) {
  const overdue = f.status === 'scheduled' && f.startsAt !== null && Date.parse(f.startsAt) < now;
  return (
    <Badge
      color={overdue ? 'orange' : statusColour[f.status]}
      variant={f.status === 'live' ? 'filled' : 'light'}
    >
      {overdue ? t('matchAdmin.list.overdue') : t(`matchAdmin.fixtureStatus.${f.status}`)}
    </Badge>
  );
}

function FixtureRow({ fixture: f, now }: { fixture: Fixture; now: number }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const played = f.homeScore !== null && f.awayScore !== null;
  const home = f.homeTeamName ?? t('matchAdmin.tbd');
  const away = f.awayTeamName ?? t('matchAdmin.tbd');
  return (
    <Card component="li" withBorder radius="md" padding="sm" aria-label={t('matchAdmin.vs', { home, away })}>
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Text size="xs" c="dimmed" lineClamp={1}>
            <ChampName champId={f.champId} />
            {' · '}
            {[f.stageName, f.groupName, t('matchAdmin.round', { round: f.round })]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <TeamLine name={home} teamId={f.homeTeamId} score={played ? f.homeScore : null} />
          <TeamLine name={away} teamId={f.awayTeamId} score={played ? f.awayScore : null} />
          <Group gap="xs">
            {statusBadge(t, f, now)}
            {f.homePenalties !== null && f.awayPenalties !== null && (
              <Text size="xs" c="dimmed">
                {t('matchAdmin.penaltiesShort', { home: f.homePenalties, away: f.awayPenalties })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {f.startsAt
                ? formatInstant(f.startsAt, timeZone, 'ddd D MMM YYYY, HH:mm')
                : t('matchAdmin.noKickOff')}
            </Text>
          </Group>
        </Stack>
        <Button
          component={Link}
          to={`/admin/match-center/edit-match/${f.id}`}
          variant={f.status === 'live' || f.status === 'halftime' ? 'filled' : 'light'}
          rightSection={<IconChevronRight size={16} />}
          w={{ base: '100%', sm: 'auto' }}
          aria-label={t('matchAdmin.list.openLabel', { home, away })}
        >
          {t('matchAdmin.list.open')}
        </Button>
      </Group>
    </Card>
  );
}

function TeamLine({ name, teamId, score }: { name: string; teamId: string | null; score: number | null }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {teamId ? (
          <Anchor component={Link} to={`/observe/team/${teamId}`} inherit>
            {name}
          </Anchor>
        ) : (
          name
        )}
      </Text>
      {score !== null && (
        <Text fw={700} ff="monospace" style={{ flexShrink: 0 }}>
          {score}
        </Text>
      )}
    </Group>
  );
}

/** The competition's name (fixtures carry only its id), linking to its admin page. */
function ChampName({ champId }: { champId: string }) {
  const champ = useChamp(champId);
  return (
    <Anchor component={Link} to={`/admin/competitions/details/${champId}`} inherit c="dimmed">
      {champ.data?.name ?? '…'}
    </Anchor>
  );
}
