import { AppShell, Box, Divider, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { RequireAuth } from '../../features/auth/index.ts';
import { adminNav, publicNav } from '../navigation.ts';
import { AppHeader } from './AppHeader.tsx';
import { PageScroll } from './PageScroll.tsx';
import { SideNav } from './SideNav.tsx';

/**
 * Layout of the admin area (`/admin/...`): signed-in users only (RequireAuth), with a side navigation
 * that collapses behind the burger on a phone.
 */
export function AdminLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // On a phone the side navigation slides away; while closed it is not rendered, so its links are neither
  // read out nor reachable by Tab (48em is Mantine's `sm`, the navbar's breakpoint).
  const isPhone = useMediaQuery('(max-width: 47.99em)');
  const showNav = opened || !isPhone;
  return (
    <RequireAuth>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="md"
      >
        <AppShell.Header>
          <AppHeader opened={opened} onToggle={toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          {showNav && (
            <ScrollArea>
              <SectionLabel>{t('nav.manageSection')}</SectionLabel>
              <SideNav items={adminNav} label={t('nav.admin')} onNavigate={close} />
              <Box hiddenFrom="sm">
                <Divider my="sm" />
                <SectionLabel>{t('nav.browseSection')}</SectionLabel>
                <SideNav items={publicNav} label={t('nav.main')} onNavigate={close} />
              </Box>
            </ScrollArea>
          )}
        </AppShell.Navbar>
        <AppShell.Main>
          <Outlet />
          <PageScroll />
        </AppShell.Main>
      </AppShell>
    </RequireAuth>
  );
}

function SectionLabel({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" py={4} aria-hidden>
      {children}
    </Text>
  );
}
