import { ActionIcon, Tooltip } from '@mantine/core';
import type { FavoriteKind } from '@matchday/contracts';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../components/notifications.ts';
import { useSession } from '../auth/index.ts';
import { listOfKind, useFavorites, useToggleFavorite } from './api.ts';

/**
 * The favourite star of a player, team, competition or league, for signed-in users only (spec §6): anonymous
 * users see nothing and nothing is loaded for them. Whether the item is a favourite derives from the
 * favourites list (spec §4), so the star always shows the server's answer.
 */
export function FavoriteToggle({ kind, id }: { kind: FavoriteKind; id: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const favorites = useFavorites();
  const toggle = useToggleFavorite(kind, id);
  if (!session.isAuthenticated) return null;
  const isFavorite = favorites.data?.[listOfKind[kind]].some((item) => item.id === id) ?? false;
  const label = isFavorite ? t('favorites.remove') : t('favorites.add');
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
