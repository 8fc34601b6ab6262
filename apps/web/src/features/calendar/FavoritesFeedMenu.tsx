import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionMenuDivider, ActionMenuItem, ActionMenuLabel } from '../../components/ActionMenu.tsx';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { useCalendarToken, useRotateCalendarToken } from './api.ts';
import { CalendarSubscribeMenu } from './CalendarSubscribeMenu.tsx';

/**
 * The signed-in user's private favourites feed: the subscribe menu on its secret address, and "make a new
 * link" that invalidates the old one (for a link shared by mistake).
 */
export function FavoritesFeedMenu() {
  const { t } = useTranslation();
  const token = useCalendarToken(true);
  const rotate = useRotateCalendarToken();
  if (!token.data) return null;
  return (
    <CalendarSubscribeMenu
      feed={token.data.url}
      name={t('calendar.favoritesFeed.name')}
      label={t('calendar.favoritesFeed.button')}
    >
      <ActionMenuDivider />
      <ActionMenuLabel>{t('calendar.favoritesFeed.private')}</ActionMenuLabel>
      <ActionMenuItem
        icon={<IconRefresh size={16} />}
        onClick={() =>
          rotate.mutate(undefined, {
            onSuccess: () => notifySuccess(t('calendar.favoritesFeed.rotated')),
            onError: notifyFailure,
          })
        }
      >
        {t('calendar.favoritesFeed.rotate')}
      </ActionMenuItem>
    </CalendarSubscribeMenu>
  );
}
