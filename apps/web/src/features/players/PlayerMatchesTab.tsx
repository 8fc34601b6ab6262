import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useIntersection } from '@mantine/hooks';
import { PLAYER_MATCHES_PAGE_SIZE, type PlayerMatch } from '@matchday/contracts';
import { IconBroadcast, IconLink, IconPhoto, IconPlayerPlay, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMediaUrl } from '../../api/media-url.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import { type PlayerScreenMode, toChampPath } from '../../lib/player-links.ts';
import { formatInstant } from '../../lib/zoned-time.ts';
import { usePlayerMatches } from './api.ts';

const THUMBNAILS = 4;

/** Photos (`photo`; `image` from older servers) show as thumbnails; videos, streams and links as links. */
const isPhoto = (kind: string) => kind === 'photo' || kind === 'image';

/** A photo's thumbnail, opening the match page's media. */
function MediaThumb({ url, title, to }: { url: string; title: string; to: string }) {
  const src = useMediaUrl(url);
  return (
    <Anchor component={Link} to={to} aria-label={title}>
      <Image src={src} alt={title} w={56} h={40} fit="cover" radius="sm" />
    </Anchor>
  );
}

/** A video, stream or other link: opens where it lives (the match page embeds what it can). */
function MediaLink({ url, title, kind }: { url: string; title: string; kind: string }) {
  const Icon = kind === 'stream' ? IconBroadcast : kind === 'video' ? IconPlayerPlay : IconLink;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" size="xs">
      <Group gap={4} component="span" wrap="nowrap">
        <Icon size={14} aria-hidden />
        {title}
      </Group>
    </Anchor>
  );
}

function score(value: number | null): string {
  return value === null ? '–' : String(value);
}

function MatchCard({ match, mode }: { match: PlayerMatch; mode: PlayerScreenMode }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const side = (team: PlayerMatch['homeTeam']) => (
    <Text size="sm" fw={team.id === match.teamId ? 700 : 400} span>
      {team.name}
    </Text>
  );
  const scoreText =
    match.homeScore === null && match.awayScore === null
      ? t('players.matches.vs')
      : `${score(match.homeScore)} : ${score(match.awayScore)}`;
  return (
    <Card component="li" withBorder radius="md" padding="sm">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor component={Link} to={toChampPath(mode, match.champ.id)} size="sm" fw={600}>
            {match.champ.name}
          </Anchor>
          <Text size="xs" c="dimmed">
            {[
              match.champLeagueRef.name,
              match.startDate ? formatInstant(match.startDate, timeZone, 'D MMM YYYY') : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Group>
        <Group gap="xs" wrap="wrap">
          {side(match.homeTeam)}
          {/* The score opens the match page: timeline, line-ups, media. */}
          <Anchor
            component={Link}
            to={toObserveMatchPath(match.id)}
            size="sm"
            fw={700}
            // Begins with what it shows (WCAG 2.5.3, label in name), then says where it leads.
            aria-label={t('match.matchOf', {
              score: scoreText,
              home: match.homeTeam.name,
              away: match.awayTeam.name,
            })}
          >
            {scoreText}
          </Anchor>
          {side(match.awayTeam)}
        </Group>
        <Group
          gap="xs"
          wrap="wrap"
          aria-label={t('players.matches.media', { count: match.media.totalItems })}
        >
          <Badge
            variant="light"
            color={match.media.totalItems > 0 ? 'blue' : 'gray'}
            leftSection={<IconPhoto size={12} />}
          >
            {match.media.totalItems > 0
              ? t('players.matches.media', { count: match.media.totalItems })
              : t('players.matches.noMedia')}
          </Badge>
          {match.media.items
            .slice(0, THUMBNAILS)
            .map((m) =>
              isPhoto(m.kind) ? (
                <MediaThumb
                  key={m.id}
                  url={m.url}
                  title={m.title ?? t('match.media.photo')}
                  to={toObserveMatchPath(match.id, 'media')}
                />
              ) : (
                <MediaLink
                  key={m.id}
                  url={m.url}
                  kind={m.kind}
                  title={m.title ?? t(`match.media.${m.kind}`, { defaultValue: t('match.media.link') })}
                />
              ),
            )}
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The matches tab (spec §2): the player's matches, newest first, searchable by team name and loaded 20 at a
 * time as the list scrolls (with a button for keyboards and screen readers); each shows its media (photos as
 * thumbnails, videos and streams as links) and its score opens the match page (the public one in both modes:
 * the admin match sheet is for those who run the match).
 */
export function PlayerMatchesTab({ playerId, mode }: { playerId: string; mode: PlayerScreenMode }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [teamName] = useDebouncedValue(search.trim(), 300);
  const matches = usePlayerMatches(playerId, teamName);
  const { ref, entry } = useIntersection({ rootMargin: '200px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = matches;

  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = matches.data?.pages.flatMap((page) => page.items) ?? [];
  const total = matches.data?.pages[0]?.totalItems ?? 0;

  return (
    <Stack gap="md">
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('players.matches.search')}
        aria-label={t('players.matches.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {matches.isPending && <Skeleton h={120} />}
      {matches.isError && <Alert color="red">{matches.error.message}</Alert>}
      {matches.data && items.length === 0 && (
        <Text c="dimmed">
          {teamName ? t('players.matches.noMatch', { keyword: teamName }) : t('players.matches.empty')}
        </Text>
      )}
      {items.length > 0 && (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('players.matches.list')}
        >
          {items.map((match) => (
            <MatchCard key={match.id} match={match} mode={mode} />
          ))}
        </Stack>
      )}
      <div ref={ref} />
      {hasNextPage && (
        <Group justify="center">
          <Button variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
            {t('players.matches.loadMore')}
          </Button>
        </Group>
      )}
      {!hasNextPage && items.length > PLAYER_MATCHES_PAGE_SIZE && (
        <Text size="sm" c="dimmed" ta="center">
          {t('players.matches.end', { count: total })}
        </Text>
      )}
    </Stack>
  );
}
