import { NavLink as MantineNavLink, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { useSession } from '../../features/auth/index.ts';
import { type NavItem, visibleNav } from '../navigation.ts';

/** A vertical list of links: the admin side navigation, and the phone menu of the public site. */
export function SideNav({
  items,
  label,
  onNavigate,
}: {
  items: NavItem[];
  label: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  return (
    <Stack gap={2} component="nav" aria-label={label}>
      {visibleNav(items, session.profile?.role).map((item) => (
        <MantineNavLink
          key={item.to}
          component={Link}
          active={matchPath({ path: item.to, end: item.end ?? false }, location.pathname) !== null}
          to={item.to}
          label={t(item.labelKey)}
          leftSection={<item.icon size={18} stroke={1.6} />}
          onClick={onNavigate}
        />
      ))}
    </Stack>
  );
}
