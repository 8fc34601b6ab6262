import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import type { BillingInterval, PaidPlan, Plan } from '@matchday/contracts';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '../../lib/money.ts';
import { toLoginPath } from '../../lib/return-url.ts';
import { useSession } from '../auth/index.ts';
import {
  findPrice,
  goTo,
  INTERVAL_ORDER,
  isBillingInterval,
  isPaidPlan,
  notifyFailureLater,
  PLAN_ORDER,
  useCreateCheckoutSession,
  usePaymentLinks,
  usePlan,
} from '../payments/index.ts';
import { StaticPage } from './StaticPage.tsx';
import { StaticSections } from './StaticSections.tsx';
import { staticEn } from './static.en.ts';

const BILLING_CENTRE = '/admin/profile?tabs=subscription';

/**
 * `/pricing`: the free plan and the two paid plans (spec §1: basic and premium, monthly or yearly; what each
 * unlocks: ADR 0022). Prices come from the server (`payment-links`), never from this page. Choosing a plan opens
 * checkout; a visitor signs in first and comes back here with the plan and period still chosen (`?plan=&interval=`).
 */
export function PricingPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const session = useSession();
  const requested = search.get('interval');
  const interval: BillingInterval = isBillingInterval(requested) ? requested : 'month';
  const chosen = search.get('plan');
  const links = usePaymentLinks();
  const plan = usePlan(session.isAuthenticated);
  const checkout = useCreateCheckoutSession();

  // A plan counts as the caller's while its subscription runs; an ended one leaves them on free.
  const current: Plan | undefined = session.isAuthenticated
    ? plan.data && plan.data.status !== 'ended'
      ? plan.data.plan
      : plan.data
        ? 'free'
        : undefined
    : undefined;
  const subscribed = current !== undefined && current !== 'free';

  const setInterval = (value: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('interval', value);
        return next;
      },
      { replace: true },
    );

  const choose = (paid: PaidPlan) =>
    checkout.mutate(
      { plan: paid, interval },
      { onSuccess: (session) => goTo(session.url), onError: notifyFailureLater },
    );

  return (
    <StaticPage page="pricing">
      {search.get('checkout') === 'cancelled' && (
        <Alert color="gray" icon={<IconInfoCircle />} title={t('payments.pricing.cancelledTitle')}>
          {t('payments.pricing.cancelledBody')}
        </Alert>
      )}
      <Group justify="center">
        <Stack gap={4} align="center">
          <Text size="sm" fw={500} id="pricing-interval">
            {t('payments.pricing.interval')}
          </Text>
          {/* Two pressed-or-not buttons rather than a SegmentedControl: a few kB less on a public page. */}
          <Button.Group aria-labelledby="pricing-interval">
            {INTERVAL_ORDER.map((value) => (
              <Button
                key={value}
                variant={interval === value ? 'filled' : 'default'}
                aria-pressed={interval === value}
                onClick={() => setInterval(value)}
              >
                {t(`payments.intervals.${value}`)}
              </Button>
            ))}
          </Button.Group>
          <Text size="xs" c="dimmed">
            {t('payments.pricing.yearlySaving')}
          </Text>
        </Stack>
      </Group>
      {links.isError && (
        <Alert color="red" role="alert">
          {t('payments.pricing.pricesFailed')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {PLAN_ORDER.map((p) => {
          const isCurrent = current === p && (p === 'free' || plan.data?.interval === interval);
          const price = p === 'free' ? undefined : findPrice(links.data?.items, p, interval);
          return (
            <Card
              key={p}
              withBorder
              radius="md"
              padding="lg"
              component="section"
              aria-labelledby={`plan-${p}`}
              style={
                isCurrent || chosen === p
                  ? { borderColor: 'var(--mantine-color-teal-6)', borderWidth: 2 }
                  : undefined
              }
            >
              <Stack gap="sm" h="100%">
                <Group justify="space-between" align="baseline">
                  <Title order={2} size="h3" id={`plan-${p}`}>
                    {t(`static.pricing.plans.${p}.name`)}
                  </Title>
                  {isCurrent && (
                    <Badge variant="filled" color="teal">
                      {t('payments.pricing.current')}
                    </Badge>
                  )}
                </Group>
                <Text c="dimmed">{t(`static.pricing.plans.${p}.summary`)}</Text>
                {p === 'free' ? (
                  <Text fw={700} fz="xl">
                    {t('payments.pricing.freePrice')}
                  </Text>
                ) : price ? (
                  <Group gap={6} align="baseline">
                    <Text fw={700} fz={28} lh={1.1}>
                      {formatMoney({ amount: price.amount, currency: price.currency })}
                    </Text>
                    <Text c="dimmed">{t(`payments.perInterval.${interval}`)}</Text>
                  </Group>
                ) : links.isPending ? (
                  <Skeleton h={34} w={140} />
                ) : null}
                <List
                  spacing="xs"
                  style={{ flex: 1 }}
                  icon={
                    <ThemeIcon size={20} radius="xl" variant="light">
                      <IconCheck size={14} />
                    </ThemeIcon>
                  }
                >
                  {Object.keys(staticEn.pricing.plans[p].features).map((feature) => (
                    <List.Item key={feature}>{t(`static.pricing.plans.${p}.features.${feature}`)}</List.Item>
                  ))}
                </List>
                {isPaidPlan(p) && (
                  <PlanAction
                    plan={p}
                    interval={interval}
                    signedIn={session.isAuthenticated}
                    isCurrent={isCurrent}
                    subscribed={subscribed}
                    loading={checkout.isPending && checkout.variables?.plan === p}
                    disabled={!price || session.isLoading}
                    onChoose={() => choose(p)}
                  />
                )}
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      <StaticSections page="pricing" />
    </StaticPage>
  );
}

function PlanAction(props: {
  plan: PaidPlan;
  interval: BillingInterval;
  signedIn: boolean;
  isCurrent: boolean;
  subscribed: boolean;
  loading: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const name = t(`payments.plans.${props.plan}`);
  if (!props.signedIn) {
    return (
      <Button component={Link} to={toLoginPath(`/pricing?plan=${props.plan}&interval=${props.interval}`)}>
        {t('payments.pricing.choose', { plan: name })}
      </Button>
    );
  }
  // A subscriber changes plan or period in the billing centre (one subscription per account).
  if (props.isCurrent || props.subscribed) {
    return (
      <Button component={Link} to={BILLING_CENTRE} variant={props.isCurrent ? 'light' : 'default'}>
        {props.isCurrent ? t('payments.pricing.manage') : t('payments.pricing.change', { plan: name })}
      </Button>
    );
  }
  return (
    <Button onClick={props.onChoose} loading={props.loading} disabled={props.disabled}>
      {t('payments.pricing.choose', { plan: name })}
    </Button>
  );
}
