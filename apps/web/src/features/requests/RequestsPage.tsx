import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ScrollingTabsList } from '../../components/ScrollingTabsList.tsx';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { EntryFeeReturnNotice } from '../payments/index.ts';
import { useUnreadNotificationCount } from './api.ts';
import { InvitationSpotlight } from './InvitationSpotlight.tsx';
import { NotificationsInbox } from './NotificationsInbox.tsx';
import { RequestListTab } from './RequestListTab.tsx';

const TABS = ['inbox', 'team', 'player', 'invitations'] as const;
type Tab = (typeof TABS)[number];
/** Mantine names each tab `${id}-tab-${value}`. */
const TABS_ID = 'requests';

/**
 * `/admin/requests`: the caller's inbox, team requests, player requests and invitations, one tab each
 * (`?tab=`; the inbox by default). `?invitation={id}` opens one invitation on top.
 */
export function RequestsPage() {
  const { t } = useTranslation();
  usePageTitle(t('requests.title'));
  const [search, setSearch] = useSearchParams();
  const invitationId = search.get('invitation') ?? undefined;
  const requested = search.get('tab');
  const tab: Tab = TABS.find((x) => x === requested) ?? (invitationId ? 'invitations' : 'inbox');
  const unread = useUnreadNotificationCount(true);
  // On a phone the tab row scrolls: a tab opened by a link (`?tab=invitations`) is brought into sight, again once
  // the inbox's unread badge arrives and widens the row.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the badge's count changes the row's layout, not the tab
  useEffect(() => {
    const selected = document.getElementById(`${TABS_ID}-tab-${tab}`);
    selected?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [tab, unread.data]);

  // Another tab has other filters: they do not carry over. An open invitation stays open.
  const selectTab = (value: string | null) => {
    const next = new URLSearchParams();
    if (value && value !== 'inbox') next.set('tab', value);
    if (invitationId) next.set('invitation', invitationId);
    setSearch(next, { replace: true });
  };
  const closeInvitation = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('invitation');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('requests.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('requests.intro')}
        </Text>
      </div>
      <EntryFeeReturnNotice />
      {invitationId && <InvitationSpotlight id={invitationId} onClose={closeInvitation} />}
      <Tabs id={TABS_ID} value={tab} onChange={selectTab} keepMounted={false}>
        <ScrollingTabsList>
          {TABS.map((x) => (
            <Tabs.Tab
              key={x}
              value={x}
              style={{ flex: 'none' }}
              rightSection={
                x === 'inbox' && unread.data ? (
                  <Badge
                    size="sm"
                    circle={unread.data < 10}
                    aria-label={t('requests.tabs.unread', { count: unread.data })}
                  >
                    {unread.data > 99 ? '99+' : unread.data}
                  </Badge>
                ) : undefined
              }
            >
              {t(`requests.tabs.${x}`)}
            </Tabs.Tab>
          ))}
        </ScrollingTabsList>
        <Tabs.Panel value="inbox" pt="md">
          <NotificationsInbox />
        </Tabs.Panel>
        <Tabs.Panel value="team" pt="md">
          <RequestListTab kind="team" />
        </Tabs.Panel>
        <Tabs.Panel value="player" pt="md">
          <RequestListTab kind="player" />
        </Tabs.Panel>
        <Tabs.Panel value="invitations" pt="md">
          <RequestListTab kind="invitations" />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
