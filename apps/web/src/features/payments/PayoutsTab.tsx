import { Alert, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ConnectedAccount } from '@matchday/contracts';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { formatMoney } from '../../lib/money.ts';
import {
  goTo,
  type PayoutProvider,
  useConnectAccount,
  useConnectedAccounts,
  useDisconnectAccount,
} from './api.ts';

const PROVIDERS: PayoutProvider[] = ['stripe', 'paypal', 'allpay'];

const statusColor = { pending: 'yellow', active: 'teal', restricted: 'red' } as const;

/**
 * `/admin/profile?tabs=payouts`: the organiser's payout accounts, one card per provider (spec §1: a card provider,
 * a second online provider and a regional one): connect (the provider's onboarding, which returns here),
 * onboarding status, payouts received, and disconnect after a confirmation.
 */
export function PayoutsTab() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const accounts = useConnectedAccounts();
  return (
    <Stack gap="lg">
      {search.get('connected') && (
        <Alert color="teal" icon={<IconCircleCheck />} role="status">
          {t('payments.payouts.connectedNotice')}
        </Alert>
      )}
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('payments.payouts.title')}
        </Title>
        <Text c="dimmed">{t('payments.payouts.intro')}</Text>
      </Stack>
      {accounts.isError ? (
        <Alert color="red" role="alert">
          {t('payments.payouts.failed')}
        </Alert>
      ) : accounts.isPending ? (
        <Skeleton h={240} radius="md" />
      ) : (
        PROVIDERS.map((provider) => (
          <ProviderCard
            key={provider}
            provider={provider}
            account={accounts.data.items.find((a) => a.provider === provider)}
          />
        ))
      )}
    </Stack>
  );
}

function ProviderCard({
  provider,
  account,
}: {
  provider: PayoutProvider;
  account: ConnectedAccount | undefined;
}) {
  const { t } = useTranslation();
  const connect = useConnectAccount();
  const disconnect = useDisconnectAccount();
  const [confirming, setConfirming] = useState(false);
  const name = t(`payments.payouts.providers.${provider}`);
  const titleId = `payout-${provider}`;

  const start = () =>
    connect.mutate(provider, { onSuccess: (onboarding) => goTo(onboarding.url), onError: notifyFailure });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={3} size="h4" id={titleId}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`payments.payouts.providerHints.${provider}`)}
            </Text>
          </Stack>
          <Badge variant="light" color={account ? statusColor[account.status] : 'gray'}>
            {account
              ? t(`payments.payouts.onboarding.${account.status}`)
              : t('payments.payouts.notConnected')}
          </Badge>
        </Group>
        {account && (
          <Stack gap={2}>
            <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {t('payments.payouts.account', { id: account.accountId })}
            </Text>
            <Text size="sm">
              {t('payments.payouts.received')}:{' '}
              {account.payoutsReceived.length === 0
                ? t('payments.payouts.receivedNone')
                : account.payoutsReceived.map((money) => formatMoney(money)).join(', ')}
            </Text>
          </Stack>
        )}
        <Group gap="sm">
          {!account && (
            <Button onClick={start} loading={connect.isPending}>
              {t('payments.payouts.connect', { provider: name })}
            </Button>
          )}
          {account?.status === 'pending' && (
            <Button onClick={start} loading={connect.isPending}>
              {t('payments.payouts.continue')}
            </Button>
          )}
          {account && (
            <Button variant="default" color="red" onClick={() => setConfirming(true)}>
              {t('payments.payouts.disconnect', { provider: name })}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('payments.payouts.disconnectTitle', { provider: name })}
        size="sm"
      >
        <Stack gap="md">
          <Text size="sm">{t('payments.payouts.disconnectBody')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={disconnect.isPending}
              onClick={() =>
                account &&
                disconnect.mutate(
                  { provider, accountId: account.accountId },
                  {
                    onSuccess: () => {
                      setConfirming(false);
                      notifySuccess(t('payments.payouts.disconnected', { provider: name }));
                    },
                    onError: notifyFailure,
                  },
                )
              }
            >
              {t('payments.payouts.disconnectConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
