import { Alert, Container, Skeleton, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryKeys } from '../../api/query-keys.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useSession } from '../auth/index.ts';
import { AddressForm } from './AddressForm.tsx';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { FeedbackForm } from './FeedbackForm.tsx';
import { PhoneForm } from './PhoneForm.tsx';
import { ProfileDetailsForm } from './ProfileDetailsForm.tsx';
import { fetchAddress, fetchProfile } from './profile-api.ts';

// The billing centre and payouts are payments code: loaded only when their tab opens.
const SubscriptionTab = lazy(() =>
  import('../payments/index.ts').then((m) => ({ default: m.SubscriptionTab })),
);
const PayoutsTab = lazy(() => import('../payments/index.ts').then((m) => ({ default: m.PayoutsTab })));

const TABS = ['profile', 'subscription', 'payouts'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/admin/profile?tabs=profile|subscription|payouts`: the account (name, phone with verification, address,
 * password change, feedback), the billing centre (the default `BILLING_CENTRE_URL`) and the payout accounts.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('profile.title'));
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tabs');
  const tab: Tab = TABS.find((x) => x === requested) ?? 'profile';
  return (
    <Container size="sm" px={0}>
      <Title order={1} size="h2" mb="lg">
        {t('profile.title')}
      </Title>
      <Tabs value={tab} onChange={(v) => setSearch({ tabs: v ?? 'profile' }, { replace: true })}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="profile">{t('profile.tabs.profile')}</Tabs.Tab>
          <Tabs.Tab value="subscription">{t('payments.billing.tab')}</Tabs.Tab>
          <Tabs.Tab value="payouts">{t('payments.payouts.tab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile">{tab === 'profile' && <AccountPanel />}</Tabs.Panel>
        <Tabs.Panel value="subscription">
          {tab === 'subscription' && (
            <Suspense fallback={<Skeleton h={200} radius="md" />}>
              <SubscriptionTab />
            </Suspense>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="payouts">
          {tab === 'payouts' && (
            <Suspense fallback={<Skeleton h={200} radius="md" />}>
              <PayoutsTab />
            </Suspense>
          )}
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}

function AccountPanel() {
  const { t } = useTranslation();
  const { user_id } = useSession();
  const userId = user_id ?? '';
  const profile = useQuery({
    queryKey: queryKeys.profile(userId),
    queryFn: () => fetchProfile(userId),
    enabled: Boolean(user_id),
  });
  const address = useQuery({
    queryKey: queryKeys.address(userId),
    queryFn: () => fetchAddress(userId),
    enabled: Boolean(user_id),
  });

  return profile.isError || address.isError ? (
    <Alert color="red" role="alert">
      {t('profile.failed')}
    </Alert>
  ) : !profile.data || !address.data ? (
    <Stack>
      <Skeleton h={160} radius="md" />
      <Skeleton h={160} radius="md" />
    </Stack>
  ) : (
    <Stack gap="lg">
      <ProfileDetailsForm profile={profile.data} />
      <PhoneForm key={`${profile.data.phoneNumber}-${profile.data.phoneVerified}`} profile={profile.data} />
      <AddressForm userId={userId} address={address.data} />
      <ChangePasswordForm userId={userId} />
      <FeedbackForm userId={userId} />
    </Stack>
  );
}
