import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { PlayerOverallStats } from '@matchday/contracts';
import { IconArrowLeft, IconEdit, IconSend, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useMediaUrl } from '../../api/media-url.ts';
import { load, type PageLoader } from '../../api/page-loader.ts';
import { lazyNamed } from '../../app/lazy-named.tsx';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import headerActions from '../../components/PageHeaderActions.module.css';
import { ScrollingTabsList } from '../../components/ScrollingTabsList.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import {
  type PlayerScreenMode,
  toPlayerBackPath,
  toPlayerEditPath,
  toUserProfilePath,
} from '../../lib/player-links.ts';
import { dayOf, isCalendarDate } from '../../lib/zoned-time.ts';
import { useSession } from '../auth/index.ts';
import { CalendarSubscribeMenu, toFeedPath } from '../calendar/index.ts';
import { SignedInFavoriteToggle } from '../favorites/index.ts';
import { SignedInPlayerRequestsSection } from '../registrations/index.ts';
import { useDeletePlayer, useOwnerProfile, usePlayer, usePlayerOverallStats } from './api.ts';
import { PlayerMatchesTab } from './PlayerMatchesTab.tsx';
import { PlayerStatsTab } from './PlayerStatsTab.tsx';
import { PlayerTeamsTab } from './PlayerTeamsTab.tsx';
import { ownerProfileQuery, playerOverallStatsQuery, playerQuery, playerStatsQuery } from './queries.ts';

// The dialogs load for whoever may open them (a signed-in user; the player's editor), after the page has painted:
// a visitor never downloads their forms, selects and date pickers (issue 25).
const OfferPlayerDialog = lazyNamed(() => import('./OfferPlayerDialog.tsx').then((m) => m.OfferPlayerDialog));
const AskToJoinTeamDialog = lazyNamed(() =>
  import('../registrations/index.ts').then((m) => m.AskToJoinTeamDialog),
);

const TABS = ['stats', 'matches', 'teams'] as const;
type Tab = (typeof TABS)[number];

/** The tab `?tabs=` asks for; the stats when it asks for none (or for one the page does not have). */
function tabOf(search: URLSearchParams): Tab {
  const requested = search.get('tabs');
  return TABS.find((x) => x === requested) ?? 'stats';
}

type Props = {
  /** Admin mode links to admin pages; observe mode to the public ones (spec §2). */
  mode: PlayerScreenMode;
  /** The player to show; without it, the route parameter `playerId`. */
  playerId?: string;
};

/**
 * The player details screen (spec §2), one component for `/admin/players/details/{playerId}` (admin mode) and
 * `/observe/player/{playerId}` (observe mode): a summary with a Back link and the tabs stats, matches and
 * teams (`?tabs=`). On entering it loads the player, their overall stats and their stats.
 */
export function PlayerDetailsPage({ mode, playerId }: Props) {
  const params = useParams();
  const id = playerId ?? params.playerId ?? '';
  const details = <PlayerDetails id={id} mode={mode} />;
  return mode === 'observe' ? (
    <Container size="lg" py="xl">
      {details}
    </Container>
  ) : (
    details
  );
}

/** Whole years from `birthDate` to `today` (both calendar dates, `YYYY-MM-DD`). */
function age(birthDate: string | null, today: string): number | null {
  if (!birthDate || !isCalendarDate(birthDate)) return null;
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

function PlayerDetails({ id, mode }: { id: string; mode: PlayerScreenMode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const player = usePlayer(id);
  const overall = usePlayerOverallStats(id);
  const owner = useOwnerProfile(player.data?.ownerId);
  const remove = useDeletePlayer();
  const photo = useMediaUrl(player.data?.photo);
  const timeZone = useDisplayTimeZone();
  const session = useSession();
  const [isOffering, setOffering] = useState(false);
  const [isAsking, setAsking] = useState(false);
  usePageTitle(player.data?.name);
  const tab = tabOf(search);

  const back = (
    <Anchor
      component={Link}
      to={toPlayerBackPath(mode)}
      size="sm"
      onClick={(e) => {
        // Back to where the user came from, when they came from somewhere in the app.
        if (location.key !== 'default') {
          e.preventDefault();
          void navigate(-1);
        }
      }}
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={14} /> {t('players.details.back')}
      </Group>
    </Anchor>
  );

  if (player.isPending)
    return (
      <Stack gap="md">
        {back}
        <Skeleton h={240} />
      </Stack>
    );
  if (player.isError)
    return (
      <Stack gap="md">
        {back}
        <Alert color="red">{t('players.errors.notFound')}</Alert>
      </Stack>
    );
  const p = player.data;
  const years = age(p.birthDate, dayOf(Date.now(), timeZone));

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('players.details.deleteTitle'),
      children: <Text size="sm">{t('players.details.deleteBody', { name: p.name })}</Text>,
      labels: { confirm: t('players.details.deleteConfirm'), cancel: t('players.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(p.id, {
          onSuccess: () => {
            notifySuccess(t('players.details.deleted'));
            void navigate('/admin/players');
          },
          onError: notifyFailure,
        }),
    });

  const facts: { label: string; value: string | null }[] = [
    { label: t('players.details.sport'), value: p.sportKind.displayName },
    { label: t('players.details.position'), value: p.position },
    { label: t('players.details.shirtNumber'), value: p.shirtNumber === null ? null : String(p.shirtNumber) },
    { label: t('players.details.nationality'), value: p.nationality },
    {
      label: t('players.details.age'),
      value: years === null ? null : t('players.details.ageValue', { count: years }),
    },
  ];

  return (
    <Stack gap="md">
      {back}
      <Group align="flex-start" gap="md">
        {/* A basis keeps the name readable (it wraps by words); on a phone the actions take a row of their own below
            it from the start, so the buttons that load after the page (the star, the offer) do not move it. */}
        <Group wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Avatar src={photo || null} alt={p.name} size={88} radius="md" color="blue">
            {initials(p.name)}
          </Avatar>
          <Stack gap={6} style={{ minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'break-word' }}>
              {p.name}
            </Title>
            <Group gap={6}>
              {facts
                .filter((f) => f.value)
                .map((f) => (
                  <Badge key={f.label} variant="light" color="gray" tt="none" title={f.label}>
                    <Text span size="xs" c="dimmed" inherit>
                      {f.label}:
                    </Text>{' '}
                    {f.value}
                  </Badge>
                ))}
            </Group>
            <Text size="sm" c="dimmed">
              {t('players.details.owner')}:{' '}
              {/* Underlined: inside dimmed text, colour alone does not tell the link apart (WCAG 1.4.1). */}
              <Anchor component={Link} to={toUserProfilePath(p.ownerId)} inherit underline="always">
                {owner.data?.name ?? t('players.details.ownerFallback')}
              </Anchor>
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" mih={36} className={headerActions.actions}>
          <CalendarSubscribeMenu feed={toFeedPath('player', p.id)} name={p.name} />
          <SignedInFavoriteToggle kind="player" id={p.id} />
          {session.user_id && (
            <Button variant="light" leftSection={<IconSend size={16} />} onClick={() => setOffering(true)}>
              {t('players.offer.open')}
            </Button>
          )}
          {p.canEdit && (
            <Button
              component={Link}
              to={toPlayerEditPath(p.id)}
              variant="default"
              leftSection={<IconEdit size={16} />}
            >
              {t('players.details.edit')}
            </Button>
          )}
          {p.canEdit && mode === 'admin' && (
            <Button color="red" variant="light" leftSection={<IconTrash size={16} />} onClick={confirmDelete}>
              {t('players.details.delete')}
            </Button>
          )}
        </Group>
      </Group>
      {/* Spec §2, §6: the offer dialog exists only for a signed-in user (a user id). */}
      {session.user_id && (
        <OfferPlayerDialog
          opened={isOffering}
          onClose={() => setOffering(false)}
          player={{ id: p.id, ownerId: p.ownerId, sportKindId: p.sportKind.id, sportName: p.sportKind.name }}
          currentUserId={session.user_id}
        />
      )}
      {p.canEdit && (
        <AskToJoinTeamDialog
          opened={isAsking}
          onClose={() => setAsking(false)}
          player={{ id: p.id, name: p.name, sportKindId: p.sportKind.id, sportName: p.sportKind.displayName }}
        />
      )}
      <SignedInPlayerRequestsSection
        filter={{ playerId: p.id }}
        isEditor={p.canEdit}
        mode={mode}
        action={
          p.canEdit && (
            <Button variant="light" leftSection={<IconUserPlus size={16} />} onClick={() => setAsking(true)}>
              {t('registrations.player.askToJoin')}
            </Button>
          )
        }
      />
      {overall.data && <OverallStats stats={overall.data} />}
      <Tabs
        value={tab}
        onChange={(v) => setSearch(v && v !== 'stats' ? { tabs: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <ScrollingTabsList>
          {TABS.map((x) => (
            <Tabs.Tab key={x} value={x}>
              {t(`players.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value="stats" pt="md">
          <PlayerStatsTab playerId={p.id} mode={mode} />
        </Tabs.Panel>
        <Tabs.Panel value="matches" pt="md">
          <PlayerMatchesTab playerId={p.id} mode={mode} />
        </Tabs.Panel>
        <Tabs.Panel value="teams" pt="md">
          <PlayerTeamsTab playerId={p.id} mode={mode} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/**
 * What the public player page (`/observe/player/{playerId}`) shows first: the player, their totals and the stats
 * tab (when it is shown, as it is by default), then the owner's name (which needs the player's owner). The other
 * tabs, and what only a signed-in visitor sees, load when shown.
 */
export const loader: PageLoader =
  ({ queryClient }) =>
  async ({ params, request }) => {
    const id = params.playerId ?? '';
    const statsShown = tabOf(new URL(request.url).searchParams) === 'stats';
    const [player] = await Promise.all([
      load(queryClient, playerQuery(id)),
      load(queryClient, playerOverallStatsQuery(id)),
      statsShown ? load(queryClient, playerStatsQuery(id)) : undefined,
    ]);
    if (player?.ownerId) await load(queryClient, ownerProfileQuery(player.ownerId));
    return null;
  };

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase() ?? '')
    .join('');
}

function OverallStats({ stats }: { stats: PlayerOverallStats }) {
  const { t } = useTranslation();
  const tiles = [
    { label: t('players.stats.appearancesLong'), value: stats.appearances },
    { label: t('players.stats.minutesLong'), value: stats.minutes },
    { label: t('players.stats.goals'), value: stats.goals },
    { label: t('players.stats.assists'), value: stats.assists },
    { label: t('players.stats.yellowLong'), value: stats.yellowCards },
    { label: t('players.stats.redLong'), value: stats.redCards },
  ];
  return (
    <Stack gap={6} component="section" aria-label={t('players.details.totals')}>
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
        {tiles.map((tile) => (
          <Paper key={tile.label} withBorder radius="md" p="xs" ta="center">
            <Text fw={700} size="lg">
              {tile.value}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {tile.label}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
