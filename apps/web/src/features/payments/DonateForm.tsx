import { Button, Chip, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, toMinorUnits } from '../../lib/money.ts';
import { useSession } from '../auth/index.ts';
import { goTo, notifyFailureLater, useDonationCheckout } from './api.ts';
import { DONATION_CURRENCY_LIST, DONATION_LIMITS, DONATION_PRESETS } from './plans.ts';

type Currency = (typeof DONATION_CURRENCY_LIST)[number];
const CUSTOM = 'custom';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The donate page's form: a preset amount or one's own, in a currency the server takes, then the one-off checkout
 * (`donation-checkout`). Visitors need no account; they may leave an address for the receipt. The server checks
 * the bounds again; this form only says early what it will refuse.
 */
export function DonateForm() {
  const { t } = useTranslation();
  const session = useSession();
  const donate = useDonationCheckout();
  const [choice, setChoice] = useState<string>('25');
  const [currency, setCurrency] = useState<Currency>('EUR');
  const [custom, setCustom] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);

  const major = choice === CUSTOM ? custom : choice;
  const minor = major.trim() === '' ? undefined : toMinorUnits(major, currency);
  const inBounds = minor !== undefined && minor >= DONATION_LIMITS.min && minor <= DONATION_LIMITS.max;
  const bounds = {
    min: formatMoney({ amount: DONATION_LIMITS.min, currency }),
    max: formatMoney({ amount: DONATION_LIMITS.max, currency }),
  };
  const amountError =
    choice === CUSTOM && (touched || custom !== '') && !inBounds
      ? t('payments.donate.customInvalid', bounds)
      : undefined;
  const emailError =
    email.trim() !== '' && !EMAIL.test(email.trim()) ? t('payments.donate.emailInvalid') : undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!inBounds || minor === undefined || emailError) return;
    donate.mutate(
      {
        amount: { amount: minor, currency },
        ...(!session.isAuthenticated && email.trim() ? { email: email.trim() } : {}),
      },
      { onSuccess: (checkout) => goTo(checkout.url), onError: notifyFailureLater },
    );
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="donate-form"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Title order={2} size="h3" id="donate-form">
            {t('payments.donate.title')}
          </Title>
          <Stack gap={6}>
            <Text size="sm" fw={500} id="donate-amount">
              {t('payments.donate.amount')}
            </Text>
            <Chip.Group multiple={false} value={choice} onChange={setChoice}>
              <Group gap="xs" role="radiogroup" aria-labelledby="donate-amount">
                {DONATION_PRESETS.map((preset) => (
                  <Chip key={preset} value={String(preset)} variant="outline" type="radio">
                    {formatMoney({ amount: toMinorUnits(preset, currency) ?? 0, currency })}
                  </Chip>
                ))}
                <Chip value={CUSTOM} variant="outline" type="radio">
                  {t('payments.donate.custom')}
                </Chip>
              </Group>
            </Chip.Group>
          </Stack>
          <Group align="flex-start" gap="sm" grow>
            <NativeSelect
              label={t('payments.donate.currency')}
              value={currency}
              onChange={(event) => setCurrency(event.currentTarget.value as Currency)}
              data={[...DONATION_CURRENCY_LIST]}
              maw={140}
            />
            {choice === CUSTOM && (
              <TextInput
                label={t('payments.donate.customLabel', { currency })}
                inputMode="decimal"
                value={custom}
                onChange={(event) => setCustom(event.currentTarget.value)}
                error={amountError}
                autoFocus
              />
            )}
          </Group>
          {!session.isAuthenticated && (
            <TextInput
              label={t('payments.donate.email')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={emailError}
            />
          )}
          <Group>
            <Button type="submit" size="md" loading={donate.isPending}>
              {inBounds && minor !== undefined
                ? t('payments.donate.submit', { amount: formatMoney({ amount: minor, currency }) })
                : t('payments.donate.submitEmpty')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
