import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Modal,
  Pagination,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { BillingInterval, PaidPlan, Subscription, SubscriptionStatus } from '@matchday/contracts';
import { IconAlertTriangle, IconCircleCheck, IconExternalLink, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { notifyFailure, notifySuccess, toErrorMessage } from '../../components/notifications.ts';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatMoney } from '../../lib/money.ts';
import { formatDay } from '../../lib/relative-time.ts';
import {
  goTo,
  useBillingPortal,
  useCancelSubscription,
  useChangeSubscription,
  useInvoices,
  useResumeSubscription,
  useSubscription,
  useSubscriptionChangePreview,
} from './api.ts';
import { INTERVAL_ORDER, PAID_PLAN_ORDER } from './plans.ts';

const INVOICES_PER_PAGE = 10;

const statusColor: Record<SubscriptionStatus, string> = {
  incomplete: 'gray',
  active: 'teal',
  past_due: 'orange',
  ended: 'gray',
};

/**
 * The billing centre (`BILLING_CENTRE_URL`, by default `/admin/profile?tabs=subscription`): the caller's plan,
 * period, status and next renewal; cancel at the period's end (after a confirmation), resume, change plan; the
 * invoices; with a real provider, its customer portal. Coming back from checkout (`?checkout=success`), the page
 * polls until the provider's webhook has made the subscription active.
 */
export function SubscriptionTab() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const fromCheckout = search.get('checkout') === 'success';
  const subscription = useSubscription();
  // The server pages the invoices (`pageIndex`, `pageSize`; spec §9); this is the page shown (from 1).
  const [invoicePage, setInvoicePage] = useState(1);
  const invoices = useInvoices({ pageIndex: invoicePage - 1, pageSize: INVOICES_PER_PAGE });
  const waiting = fromCheckout && subscription.data !== undefined && subscription.data?.status !== 'active';
  // The webhook lands within seconds of paying; until it has, ask again (spec: within a minute).
  useRefetchWhile(waiting, () => {
    void subscription.refetch();
    void invoices.refetch();
  });

  return (
    <Stack gap="lg">
      {fromCheckout && (
        <Alert color="teal" icon={<IconCircleCheck />} role="status">
          {t('payments.billing.checkoutDone')}
        </Alert>
      )}
      {subscription.isError ? (
        <Alert color="red" role="alert">
          {t('payments.billing.failed')}
        </Alert>
      ) : subscription.isPending ? (
        <Skeleton h={200} radius="md" />
      ) : subscription.data && subscription.data.status !== 'ended' ? (
        <SubscriptionCard subscription={subscription.data} />
      ) : (
        <FreePlanCard ended={subscription.data ?? undefined} />
      )}
      <InvoicesCard invoices={invoices} page={invoicePage} onPage={setInvoicePage} />
    </Stack>
  );
}

/** Calls `tick` every two seconds while `active`, for at most a minute. */
function useRefetchWhile(active: boolean, tick: () => void) {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (!active) return;
    const startedAt = Date.now();
    const id = setInterval(() => {
      if (Date.now() - startedAt > 60_000) clearInterval(id);
      else latest.current();
    }, 2000);
    return () => clearInterval(id);
  }, [active]);
}

function FreePlanCard({ ended }: { ended: Subscription | undefined }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="billing-title">
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id="billing-title">
          {t('payments.billing.none')}
        </Title>
        {ended?.endedAt && (
          <Text size="sm" c="dimmed">
            {t('payments.billing.ends')}: {formatDay(ended.endedAt, timeZone)} ·{' '}
            {t(`payments.plans.${ended.plan}`)}
          </Text>
        )}
        <Text>{t('payments.billing.noneBody')}</Text>
        <Button component={Link} to="/pricing">
          {t('payments.billing.seePlans')}
        </Button>
      </Stack>
    </Card>
  );
}

function SubscriptionCard({ subscription: s }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const [dialog, setDialog] = useState<'cancel' | 'change' | null>(null);
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useBillingPortal();
  const plan = t(`payments.plans.${s.plan}`);
  const periodEnd = s.currentPeriodEnd ? formatDay(s.currentPeriodEnd, timeZone) : '—';

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="billing-title">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3" id="billing-title">
            {t('payments.billing.title')}
          </Title>
          <Badge color={statusColor[s.status]} variant="light" size="lg">
            {t(`payments.status.${s.status}`)}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
          <Fact label={t('payments.billing.plan')}>{plan}</Fact>
          <Fact label={t('payments.billing.interval')}>
            {t(`payments.intervals.${s.interval}`)} ·{' '}
            {formatMoney({ amount: s.amount, currency: s.currency })}
          </Fact>
          <Fact label={t('payments.billing.status')}>{t(`payments.status.${s.status}`)}</Fact>
          <Fact label={s.cancelAtPeriodEnd ? t('payments.billing.ends') : t('payments.billing.renews')}>
            {periodEnd}
          </Fact>
        </SimpleGrid>
        {s.status === 'past_due' && (
          <Alert color="orange" icon={<IconAlertTriangle />}>
            {t('payments.billing.pastDueNotice', { plan })}
          </Alert>
        )}
        {s.cancelAtPeriodEnd && (
          <Alert color="yellow" icon={<IconInfoCircle />}>
            {t('payments.billing.endsNotice', { date: periodEnd, plan })}
          </Alert>
        )}
        <Group gap="sm">
          {s.cancelAtPeriodEnd ? (
            <Button
              loading={resume.isPending}
              onClick={() =>
                resume.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('payments.billing.resumed')),
                  onError: notifyFailure,
                })
              }
            >
              {t('payments.billing.resume')}
            </Button>
          ) : (
            <Button variant="default" color="red" onClick={() => setDialog('cancel')}>
              {t('payments.billing.cancel')}
            </Button>
          )}
          <Button variant="default" onClick={() => setDialog('change')}>
            {t('payments.billing.changePlan')}
          </Button>
          {s.provider !== 'sandbox' && (
            <Button
              variant="light"
              rightSection={<IconExternalLink size={16} />}
              loading={portal.isPending}
              onClick={() =>
                portal.mutate(undefined, { onSuccess: (r) => goTo(r.url), onError: notifyFailure })
              }
              title={t('payments.billing.portalHint')}
            >
              {t('payments.billing.portal')}
            </Button>
          )}
        </Group>
      </Stack>
      <Modal
        opened={dialog === 'cancel'}
        onClose={() => setDialog(null)}
        title={t('payments.billing.cancelTitle')}
        size="sm"
      >
        <Stack gap="md">
          <Text size="sm">{t('payments.billing.cancelBody', { date: periodEnd })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDialog(null)}>
              {t('payments.billing.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setDialog(null);
                    notifySuccess(t('payments.billing.cancelled', { date: periodEnd }));
                  },
                  onError: notifyFailure,
                })
              }
            >
              {t('payments.billing.cancelConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <ChangePlanDialog subscription={s} opened={dialog === 'change'} onClose={() => setDialog(null)} />
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

function ChangePlanDialog(props: { subscription: Subscription; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeSubscription();
  const [plan, setPlan] = useState<PaidPlan>(props.subscription.plan);
  const [interval, setInterval] = useState<BillingInterval>(props.subscription.interval);
  const same = plan === props.subscription.plan && interval === props.subscription.interval;
  const preview = useSubscriptionChangePreview({ plan, interval }, props.opened && !same);
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('payments.billing.changeTitle')} size="sm">
      <Stack gap="md">
        <Radio.Group
          label={t('payments.billing.plan')}
          value={plan}
          onChange={(v) => setPlan(v === 'premium' ? 'premium' : 'basic')}
        >
          <Group mt={6}>
            {PAID_PLAN_ORDER.map((p) => (
              <Radio key={p} value={p} label={t(`payments.plans.${p}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Radio.Group
          label={t('payments.billing.interval')}
          value={interval}
          onChange={(v) => setInterval(v === 'year' ? 'year' : 'month')}
        >
          <Group mt={6}>
            {INTERVAL_ORDER.map((i) => (
              <Radio key={i} value={i} label={t(`payments.intervals.${i}`)} />
            ))}
          </Group>
        </Radio.Group>
        {!same && <ProrationSummary preview={preview} interval={interval} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={same || !preview.data}
            loading={change.isPending}
            onClick={() =>
              change.mutate(
                { plan, interval },
                {
                  onSuccess: (s) => {
                    props.onClose();
                    notifySuccess(
                      t('payments.billing.changed', {
                        plan: t(`payments.plans.${s.plan}`),
                        interval: t(`payments.intervals.${s.interval}`).toLowerCase(),
                      }),
                    );
                  },
                  onError: notifyFailure,
                },
              )
            }
          >
            {t('payments.billing.changeSubmit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * What the change credits and charges now, before it is confirmed (issue 30, item 4): the server's preview,
 * the same arithmetic the change applies.
 */
function ProrationSummary({
  preview,
  interval,
}: {
  preview: ReturnType<typeof useSubscriptionChangePreview>;
  interval: BillingInterval;
}) {
  const { t } = useTranslation();
  if (preview.isPending) return <Skeleton h={96} />;
  if (preview.isError) return <Alert color="red">{toErrorMessage(preview.error)}</Alert>;
  const p = preview.data;
  const money = (amount: number) => formatMoney({ amount, currency: p.currency });
  return (
    <Alert
      color="blue"
      title={t('payments.billing.prorationTitle')}
      aria-label={t('payments.billing.prorationTitle')}
    >
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm">{t('payments.billing.prorationCredit')}</Text>
          <Text size="sm" fw={600} style={AMOUNT_STYLE}>
            −{money(p.credit)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm">
            {p.periodResets
              ? t('payments.billing.prorationChargeNewPeriod', {
                  interval: t(`payments.intervals.${interval}`).toLowerCase(),
                })
              : t('payments.billing.prorationChargeRest')}
          </Text>
          <Text size="sm" fw={600} style={AMOUNT_STYLE}>
            {money(p.charge)}
          </Text>
        </Group>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={700}>
            {t('payments.billing.prorationDue')}
          </Text>
          <Text size="sm" fw={700} style={AMOUNT_STYLE}>
            {money(p.amountDue)}
          </Text>
        </Group>
        {p.balanceAfter > 0 && (
          <Text size="sm" c="dimmed">
            {t('payments.billing.prorationBalance', { amount: money(p.balanceAfter) })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}

function InvoicesCard({
  invoices,
  page,
  onPage,
}: {
  invoices: ReturnType<typeof useInvoices>;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const shown = invoices.data?.items ?? [];
  const totalItems = invoices.data?.totalItems ?? shown.length;
  const pages = Math.max(1, Math.ceil(totalItems / INVOICES_PER_PAGE));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="invoices-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="invoices-title">
          {t('payments.billing.invoices')}
        </Title>
        {invoices.isPending ? (
          <Skeleton h={60} />
        ) : invoices.isError ? (
          <Text c="red" size="sm">
            {t('payments.billing.failed')}
          </Text>
        ) : totalItems === 0 ? (
          <Text c="dimmed" size="sm">
            {t('payments.billing.invoicesEmpty')}
          </Text>
        ) : (
          <>
            <Table.ScrollContainer minWidth={480}>
              <Table aria-labelledby="invoices-title" striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('payments.billing.invoiceDate')}</Table.Th>
                    <Table.Th>{t('payments.billing.invoicePeriod')}</Table.Th>
                    <Table.Th>{t('payments.billing.plan')}</Table.Th>
                    <Table.Th ta="right">{t('payments.billing.invoiceAmount')}</Table.Th>
                    <Table.Th>{t('payments.billing.invoiceStatus')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((invoice) => (
                    <Table.Tr key={invoice.id}>
                      <Table.Td>
                        {invoice.url ? (
                          <Anchor href={invoice.url} target="_blank" rel="noreferrer">
                            {formatDay(invoice.createdAt, timeZone)}
                          </Anchor>
                        ) : (
                          formatDay(invoice.createdAt, timeZone)
                        )}
                      </Table.Td>
                      <Table.Td>
                        {formatDay(invoice.periodStart, timeZone)} – {formatDay(invoice.periodEnd, timeZone)}
                      </Table.Td>
                      <Table.Td>
                        {t(`payments.plans.${invoice.plan}`)} · {t(`payments.intervals.${invoice.interval}`)}
                      </Table.Td>
                      <Table.Td ta="right">
                        {formatMoney({ amount: invoice.amount, currency: invoice.currency })}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={invoice.status === 'paid' ? 'teal' : 'red'}>
                          {t(`payments.billing.invoiceStatuses.${invoice.status}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} size="sm" />}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** An amount stays on one line, its sign with it (a phone would put `−` on a line of its own). */
const AMOUNT_STYLE = { whiteSpace: 'nowrap', flexShrink: 0 } as const;
