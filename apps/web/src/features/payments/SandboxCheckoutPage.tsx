import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Container,
  Divider,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { SandboxSession } from '@matchday/contracts';
import { IconAlertTriangle, IconCreditCard, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { notifyFailure } from '../../components/notifications.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { formatMoney } from '../../lib/money.ts';
import { goTo, useConfirmSandboxSession, usePaySandboxSession, useSandboxSession } from './api.ts';
import {
  type CardField,
  type CardProblem,
  findCardNumberProblem,
  findCvcProblem,
  findExpiryProblem,
  formatCardNumber,
  formatExpiry,
} from './card-format.ts';

/** The sandbox's test cards (contracts: `SandboxPayBody`), shown on the page so nobody has to look them up. */
const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'success' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0027 6000 3184', outcome: 'authentication' },
  { number: '4000 0000 0000 0341', outcome: 'renewalFails' },
] as const;

/**
 * `/checkout/sandbox/{sessionId}`: the built-in provider's checkout (ADR 0022), laid out like a hosted checkout —
 * order summary on one side, card form on the other — and saying plainly that it is a sandbox. Paying with a test
 * card makes the server emit the same signed webhooks a real provider would; the browser then returns to the
 * session's successUrl (Cancel: its cancelUrl).
 */
export function SandboxCheckoutPage() {
  const { t } = useTranslation();
  usePageTitle(t('payments.checkout.title'));
  const { sessionId = '' } = useParams();
  const session = useSandboxSession(sessionId);

  return (
    <Box bg="gray.0" mih="100vh" py={{ base: 'md', sm: 'xl' }}>
      <Container size="md">
        <Stack gap="lg">
          <SandboxBanner />
          {session.isPending ? (
            <Center py="xl">
              <Loader role="status" aria-label={t('common.loading')} />
            </Center>
          ) : session.isError ? (
            <Alert color="red" role="alert" title={t('payments.checkout.title')}>
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  {session.error instanceof ApiError && session.error.status === 404
                    ? t('payments.checkout.notFound')
                    : t('payments.checkout.failed')}
                </Text>
                <Anchor component={Link} to="/" size="sm">
                  {t('payments.checkout.back')}
                </Anchor>
              </Stack>
            </Alert>
          ) : (
            <Checkout session={session.data} />
          )}
        </Stack>
      </Container>
    </Box>
  );
}

function SandboxBanner() {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="filled"
      icon={<IconAlertTriangle />}
      title={t('payments.checkout.sandboxBanner')}
      styles={{ title: { fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('payments.checkout.sandboxBody')}</Text>
        <Text size="sm" fw={600} id="sandbox-test-cards">
          {t('payments.checkout.testCards')}
        </Text>
        <Table
          aria-labelledby="sandbox-test-cards"
          withRowBorders={false}
          verticalSpacing={2}
          horizontalSpacing="xs"
          fz="sm"
        >
          <Table.Tbody>
            {TEST_CARDS.map((card) => (
              <Table.Tr key={card.number}>
                <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {card.number}
                </Table.Td>
                <Table.Td>{t(`payments.checkout.cards.${card.outcome}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Alert>
  );
}

function Checkout({ session }: { session: SandboxSession }) {
  const { t } = useTranslation();
  const merchant = t('app.name');
  const amount = formatMoney({ amount: session.amount, currency: session.currency });
  const [confirming, setConfirming] = useState(session.status === 'requires_action');
  const [done, setDone] = useState(false);

  const finish = (redirectUrl: string | null) => {
    setDone(true);
    goTo(redirectUrl ?? session.successUrl);
  };

  const closed = session.status === 'complete' || session.status === 'expired';

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="checkout-summary">
        <Stack gap="sm">
          <Text c="dimmed" size="sm">
            {t('payments.checkout.merchant', { merchant })}
          </Text>
          <Title order={1} size="h3" id="checkout-summary">
            {t('payments.checkout.summary')}
          </Title>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Text style={{ overflowWrap: 'anywhere' }}>{session.description}</Text>
            <Text fw={500} style={{ whiteSpace: 'nowrap' }}>
              {amount}
            </Text>
          </Group>
          <Divider />
          <Group justify="space-between">
            <Text fw={600}>{t('payments.checkout.total')}</Text>
            <Text fw={700} fz="xl">
              {amount}
            </Text>
          </Group>
          {session.interval && (
            <Text size="sm" c="dimmed">
              {t('payments.checkout.recurring', {
                amount,
                per: t(`payments.perInterval.${session.interval}`),
              })}
            </Text>
          )}
          {session.customerEmail && (
            <Text size="sm">
              {t('payments.checkout.email')}: {session.customerEmail}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="checkout-card">
        {done ? (
          <Stack align="center" py="xl" role="status">
            <Loader />
            <Text>{t('payments.checkout.paid')}</Text>
          </Stack>
        ) : closed ? (
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4" id="checkout-card">
              {t('payments.checkout.closed')}
            </Title>
            <Button variant="default" onClick={() => goTo(session.successUrl)}>
              {t('payments.checkout.back')}
            </Button>
          </Stack>
        ) : confirming ? (
          <ConfirmStep
            session={session}
            merchant={merchant}
            amount={amount}
            onConfirmed={finish}
            onCancel={() => setConfirming(false)}
          />
        ) : (
          <CardForm
            session={session}
            amount={amount}
            onPaid={finish}
            onRequiresAction={() => setConfirming(true)}
          />
        )}
      </Paper>
    </SimpleGrid>
  );
}

type Values = Record<CardField, string>;

/** Which field's problem to show: a field's problem shows once it looks complete, or after leaving it or paying. */
function findProblems(values: Values, shown: Record<CardField, boolean>, now: Date) {
  const problems: Partial<Record<CardField, CardProblem>> = {
    cardNumber: findCardNumberProblem(values.cardNumber),
    expiry: findExpiryProblem(values.expiry, now),
    cvc: findCvcProblem(values.cvc),
  };
  const complete = {
    cardNumber: values.cardNumber.replace(/\s/g, '').length === 16,
    expiry: values.expiry.length === 7,
    cvc: values.cvc.length >= 4,
  };
  const visible: Partial<Record<CardField, CardProblem>> = {};
  for (const field of ['cardNumber', 'expiry', 'cvc'] as const) {
    if (problems[field] && (shown[field] || complete[field])) visible[field] = problems[field];
  }
  return { problems, visible };
}

function CardForm(props: {
  session: SandboxSession;
  amount: string;
  onPaid: (redirectUrl: string | null) => void;
  onRequiresAction: () => void;
}) {
  const { t } = useTranslation();
  const pay = usePaySandboxSession(props.session.id);
  const [values, setValues] = useState<Values>({ cardNumber: '', expiry: '', cvc: '' });
  const [shown, setShown] = useState<Record<CardField, boolean>>({
    cardNumber: false,
    expiry: false,
    cvc: false,
  });
  const [serverErrors, setServerErrors] = useState<Partial<Record<CardField, string>>>({});
  const { problems, visible } = findProblems(values, shown, new Date());

  const set = (field: CardField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setServerErrors((prev) => ({ ...prev, [field]: undefined }));
  };
  const errorOf = (field: CardField) =>
    serverErrors[field] ?? (visible[field] ? t(`payments.checkout.${visible[field]}`) : undefined);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setShown({ cardNumber: true, expiry: true, cvc: true });
    if (problems.cardNumber || problems.expiry || problems.cvc) return;
    pay.mutate(values, {
      onSuccess: (result) => {
        if (result.status === 'requires_action') props.onRequiresAction();
        else props.onPaid(result.redirectUrl);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'card_declined') {
          setServerErrors({ cardNumber: t('payments.checkout.declined') });
        } else if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0) {
          setServerErrors(error.fieldErrors);
        } else notifyFailure(error);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="checkout-card">
      <Stack gap="md">
        <Group gap="xs">
          <IconCreditCard size={20} aria-hidden />
          <Title order={2} size="h4" id="checkout-card">
            {t('payments.checkout.title')}
          </Title>
        </Group>
        <TextInput
          label={t('payments.checkout.cardNumber')}
          placeholder="1234 1234 1234 1234"
          inputMode="numeric"
          autoComplete="cc-number"
          value={values.cardNumber}
          onChange={(event) => set('cardNumber', formatCardNumber(event.currentTarget.value))}
          onBlur={() => setShown((prev) => ({ ...prev, cardNumber: values.cardNumber !== '' }))}
          error={errorOf('cardNumber')}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t('payments.checkout.expiry')}
            placeholder="MM / YY"
            inputMode="numeric"
            autoComplete="cc-exp"
            value={values.expiry}
            onChange={(event) => set('expiry', formatExpiry(event.currentTarget.value, values.expiry))}
            onBlur={() => setShown((prev) => ({ ...prev, expiry: values.expiry !== '' }))}
            error={errorOf('expiry')}
          />
          <TextInput
            label={t('payments.checkout.cvc')}
            placeholder="123"
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={values.cvc}
            onChange={(event) => set('cvc', event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
            onBlur={() => setShown((prev) => ({ ...prev, cvc: values.cvc !== '' }))}
            error={errorOf('cvc')}
          />
        </Group>
        <Group justify="space-between">
          <Text c="dimmed">{t('payments.checkout.total')}</Text>
          <Text fw={600}>{props.amount}</Text>
        </Group>
        <Button type="submit" size="md" fullWidth loading={pay.isPending}>
          {t('payments.checkout.pay')}
        </Button>
        <Button variant="subtle" color="gray" onClick={() => goTo(props.session.cancelUrl)}>
          {t('payments.checkout.cancel')}
        </Button>
        <Group gap={6} justify="center">
          <IconLock size={14} aria-hidden />
          <Text size="xs" c="dimmed">
            {t('payments.checkout.secure')}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

function ConfirmStep(props: {
  session: SandboxSession;
  merchant: string;
  amount: string;
  onConfirmed: (redirectUrl: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmSandboxSession(props.session.id);
  return (
    <Stack gap="md" role="group" aria-labelledby="checkout-confirm">
      <Group gap="xs">
        <IconLock size={20} aria-hidden />
        <Title order={2} size="h4" id="checkout-confirm">
          {t('payments.checkout.confirmTitle')}
        </Title>
      </Group>
      <Text>{t('payments.checkout.confirmBody', { amount: props.amount, merchant: props.merchant })}</Text>
      <Button
        size="md"
        loading={confirm.isPending}
        onClick={() =>
          confirm.mutate(undefined, {
            onSuccess: (result) => props.onConfirmed(result.redirectUrl),
            onError: notifyFailure,
          })
        }
      >
        {t('payments.checkout.confirm')}
      </Button>
      <Button variant="default" onClick={props.onCancel} disabled={confirm.isPending}>
        {t('payments.checkout.confirmCancel')}
      </Button>
    </Stack>
  );
}
