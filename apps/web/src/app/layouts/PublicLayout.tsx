import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { lazyNamed } from '../lazy-named.tsx';
import { publicNav } from '../navigation.ts';
import { AppHeader } from './AppHeader.tsx';
import classes from './layout.module.css';
import { PageScroll } from './PageScroll.tsx';
import { SiteFooter } from './SiteFooter.tsx';

// The phone menu's links (Mantine NavLink, collapse) load when the burger first opens it.
const SideNav = lazyNamed(() => import('./SideNav.tsx').then((m) => m.SideNav));

/**
 * Layout of the public site (home, sports, sign-in pages, observe pages, static pages). On a phone the header
 * links move into a menu under the header, opened by the burger; the footer reaches every static page.
 * Plain elements rather than Mantine's AppShell (resizable panels, scroll lock): a public page's first load
 * stays small (issue 13).
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <div className={classes.publicShell}>
      <header className={classes.publicHeader}>
        <AppHeader opened={opened} onToggle={toggle} />
      </header>
      {/* Phone only. Rendered while open, so closed links are neither read out nor reachable by Tab. */}
      {opened && (
        <Box className={classes.phoneMenu} p="sm" hiddenFrom="sm">
          <SideNav items={publicNav} label={t('nav.main')} onNavigate={close} />
        </Box>
      )}
      <main className={classes.publicMain}>
        <Outlet />
        <PageScroll />
      </main>
      {/* Outside <main>, so it is the page's contentinfo landmark. */}
      <Box bg="gray.0" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <SiteFooter />
      </Box>
    </div>
  );
}
