import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../components/notifications.ts';
import { useSession } from '../auth/useSession.ts';
import { useFavorites, useTogglePlayerFavorite } from '../favorites/api.ts';

/**
 * The favourite star of a player, for signed-in users only (spec §6); anonymous users see nothing. Whether the
 * player is a favourite derives from the favourites list (spec §4), so it shows the server's answer.
 */
export function PlayerFavoriteToggle({ playerId }: { playerId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const favorites = useFavorites();
  const toggle = useTogglePlayerFavorite(playerId);
  if (!session.isAuthenticated) return null;
  const isFavorite = favorites.data?.players.some((p) => p.id === playerId) ?? false;
  const label = isFavorite ? t('players.details.favoriteRemove') : t('players.details.favoriteAdd');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant={isFavorite ? 'filled' : 'default'}
        color="yellow"
        size="lg"
        aria-label={label}
        loading={toggle.isPending}
        disabled={favorites.isPending}
        onClick={() => toggle.mutate(isFavorite, { onError: notifyFailure })}
      >
        {isFavorite ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
