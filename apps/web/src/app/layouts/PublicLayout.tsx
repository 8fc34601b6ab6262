import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { publicNav } from '../navigation.ts';
import { AppHeader } from './AppHeader.tsx';
import { SideNav } from './SideNav.tsx';
import { SiteFooter } from './SiteFooter.tsx';

/**
 * Layout of the public site (home, sports, sign-in pages, observe pages, static pages). On a phone the header
 * links move into a drawer-like navbar opened by the burger; the footer reaches every static page.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened, desktop: true } }}
      padding={0}
    >
      <AppShell.Header>
        <AppHeader opened={opened} onToggle={toggle} />
      </AppShell.Header>
      {/* Phone only. Rendered while open, so closed links are neither read out nor reachable by Tab. */}
      <AppShell.Navbar p="sm">
        {opened && <SideNav items={publicNav} label={t('nav.main')} onNavigate={close} />}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      {/* Outside <main>, so it is the page's contentinfo landmark. */}
      <Box bg="gray.0" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <SiteFooter />
      </Box>
    </AppShell>
  );
}
