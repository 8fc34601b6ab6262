import { ActionIcon, Tooltip } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../components/notifications.ts';
import { useSession } from '../auth/useSession.ts';
import { useFavorites, useToggleTeamFavorite } from '../favorites/api.ts';

/**
 * The favourite star of a team, as the player's (PlayerFavoriteToggle): signed-in users only, and nothing is
 * loaded for anonymous ones; whether the team is a favourite derives from the favourites list.
 */
export function TeamFavoriteToggle({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const favorites = useFavorites();
  const toggle = useToggleTeamFavorite(teamId);
  if (!session.isAuthenticated) return null;
  const isFavorite = favorites.data?.teams.some((team) => team.id === teamId) ?? false;
  const label = isFavorite ? t('observe.team.favoriteRemove') : t('observe.team.favoriteAdd');
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
