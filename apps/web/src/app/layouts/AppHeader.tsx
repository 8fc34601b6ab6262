import { Anchor, Burger, Group } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { useSession } from '../../features/auth/index.ts';
import { HeaderSearch } from '../../features/search/index.ts';
import { publicNav, visibleNav } from '../navigation.ts';
import { AccountMenu } from './AccountMenu.tsx';
import classes from './layout.module.css';

/** Header shared by both layouts: brand, the public links (desktop), the account menu, a burger (phone). */
export function AppHeader({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger opened={opened} onClick={onToggle} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
        <Anchor component={Link} to="/" underline="never" className={classes.brand}>
          <IconTrophy size={24} />
          <span>{t('app.name')}</span>
        </Anchor>
      </Group>
      <Group gap={4} visibleFrom="sm" component="nav" aria-label={t('nav.main')}>
        {visibleNav(publicNav, session.profile?.role).map((item) => (
          <NavLink key={item.to} to={item.to} end={item.end} className={classes.headerLink}>
            {t(item.labelKey)}
          </NavLink>
        ))}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <HeaderSearch />
        <AccountMenu />
      </Group>
    </Group>
  );
}
