import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  CloseButton,
  Container,
  Group,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { CalendarFixture } from '@matchday/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { useIsPhone } from '../../lib/phone-screen.tsx';
import { dayOf } from '../../lib/zoned-time.ts';
import { sessionQuery, useSession } from '../auth/index.ts';
import { sportTypesQuery, useSportTypes } from '../home/index.ts';
import { useCalendar } from './api.ts';
import { CalendarListView } from './CalendarListView.tsx';
import { CalendarMonthView } from './CalendarMonthView.tsx';
import { CalendarWeekView } from './CalendarWeekView.tsx';
import { CALENDAR_VIEWS, type CalendarView, formatRange, shiftAnchor } from './calendar-dates.ts';
import { FavoritesFeedMenu } from './FavoritesFeedMenu.tsx';
import { calendarQuery, calendarShown, ITEM_FILTERS, type ItemFilter } from './queries.ts';

/** The name of the filtered item, from the fixtures that match it. */
function nameOf(filter: ItemFilter, id: string, items: readonly CalendarFixture[]): string | undefined {
  for (const f of items) {
    if (filter === 'leagueId' && f.leagueId === id) return f.leagueName;
    if (filter === 'champId' && f.champId === id) return f.champName;
    if (filter === 'teamId' && f.homeTeamId === id) return f.homeTeamName ?? undefined;
    if (filter === 'teamId' && f.awayTeamId === id) return f.awayTeamName ?? undefined;
  }
  return undefined;
}

/**
 * `/calendar` (spec §2): fixtures by month, week or list, in the viewer's time zone (`useDisplayTimeZone()`: its
 * days, "today" and the kick-offs), filtered by sport, league,
 * competition, team or the signed-in user's favourites. Everything the page shows is in its URL, so a view
 * can be shared; the list is the default on a phone.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('calendar.title'));
  const [search, setSearch] = useSearchParams();
  const isPhone = useIsPhone();
  const session = useSession();
  const sports = useSportTypes();
  const timeZone = useDisplayTimeZone();
  const { view, anchor, start, end, filters, sportKindId, favorites, params } = calendarShown(search, {
    timeZone,
    isPhone,
    signedIn: session.isAuthenticated,
  });
  const calendar = useCalendar(params);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };
  const goTo = (day: string, nextView: CalendarView = view) => update({ date: day, view: nextView });

  const items = calendar.data?.items ?? [];
  const title = formatRange(view, start, end, anchor, i18n.language);

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={2}>
            <Title order={1}>{t('calendar.title')}</Title>
            <Text c="dimmed" size="sm">
              {t('calendar.intro', { timeZone })}
            </Text>
          </Stack>
          {session.isAuthenticated && <FavoritesFeedMenu />}
        </Group>

        <Group justify="space-between" wrap="wrap" gap="sm">
          {/* The buttons keep their size; on a phone the range title wraps below them. */}
          <Group gap="xs" wrap="wrap">
            <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('calendar.previous')}
                onClick={() => goTo(shiftAnchor(view, anchor, -1))}
              >
                <IconChevronLeft size={18} />
              </ActionIcon>
              <Button variant="default" onClick={() => goTo(dayOf(Date.now(), timeZone))}>
                {t('calendar.today')}
              </Button>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('calendar.next')}
                onClick={() => goTo(shiftAnchor(view, anchor, 1))}
              >
                <IconChevronRight size={18} />
              </ActionIcon>
            </Group>
            <Title order={2} size="h4" aria-live="polite">
              {title}
            </Title>
          </Group>
          <SegmentedControl
            aria-label={t('calendar.views.label')}
            value={view}
            onChange={(value) => update({ view: value })}
            data={CALENDAR_VIEWS.map((v) => ({ value: v, label: t(`calendar.views.${v}`) }))}
          />
        </Group>

        <Group gap="sm" wrap="wrap" align="flex-end">
          <Select
            label={t('calendar.sport')}
            placeholder={t('calendar.allSports')}
            clearable
            w={220}
            value={sportKindId ?? null}
            onChange={(value) => update({ sport: value })}
            data={(sports.data ?? []).map((s) => ({ value: s.id, label: s.displayName }))}
          />
          {session.isAuthenticated && (
            <Switch
              label={t('calendar.favorites')}
              description={t('calendar.favoritesHint')}
              checked={favorites}
              onChange={(event) => update({ favorites: event.currentTarget.checked ? '1' : null })}
            />
          )}
          {ITEM_FILTERS.map((key) => {
            const id = filters[key];
            if (!id) return null;
            const name = nameOf(key, id, items) ?? t(`calendar.filterFallback.${key}`);
            return (
              <Badge
                key={key}
                size="lg"
                variant="light"
                tt="none"
                rightSection={
                  <CloseButton
                    size="xs"
                    aria-label={t('calendar.clearFilter', { name })}
                    onClick={() => update({ [key]: null })}
                  />
                }
              >
                {t(`calendar.filteredBy.${key}`, { name })}
              </Badge>
            );
          })}
        </Group>

        {calendar.isPending ? (
          <Stack gap="xs" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton h={28} />
            <Skeleton h={28} />
            <Skeleton h={28} />
          </Stack>
        ) : calendar.isError ? (
          <Alert color="red" title={t('calendar.loadFailed')}>
            <Button variant="light" color="red" size="xs" onClick={() => void calendar.refetch()}>
              {t('common.retry')}
            </Button>
          </Alert>
        ) : (
          <>
            {calendar.data.truncated && (
              <Alert color="yellow">{t('calendar.truncated', { count: items.length })}</Alert>
            )}
            {items.length === 0 && (
              <Alert color="gray" title={t('calendar.empty')}>
                {favorites ? t('calendar.emptyFavoritesHint') : t('calendar.emptyHint')}
              </Alert>
            )}
            {view === 'month' && (
              <CalendarMonthView
                fixtures={items}
                start={start}
                end={end}
                month={anchor}
                onOpenDay={(day) => goTo(day, 'list')}
              />
            )}
            {view === 'week' && <CalendarWeekView fixtures={items} start={start} end={end} />}
            {view === 'list' && items.length > 0 && <CalendarListView fixtures={items} />}
          </>
        )}
      </Stack>
    </Container>
  );
}

/** Reads what the calendar shows first: its view's fixtures (the list on a phone), and the sports to filter by. */
export const loader: PageLoader =
  ({ queryClient, timeZone, isPhone }) =>
  async ({ request }) => {
    const session = await load(queryClient, sessionQuery());
    const shown = calendarShown(new URL(request.url).searchParams, {
      timeZone,
      isPhone: isPhone(),
      signedIn: session?.isAuthenticated ?? false,
    });
    await Promise.all([load(queryClient, calendarQuery(shown.params)), load(queryClient, sportTypesQuery())]);
    return null;
  };
