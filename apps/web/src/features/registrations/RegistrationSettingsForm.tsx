import '@mantine/dates/styles.css';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { RegistrationSettings } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifySuccess } from '../../components/notifications.ts';
import { FEE_CURRENCIES, toMinorUnits } from '../../lib/money.ts';
import { PlanRequirement } from '../payments/index.ts';
import { useUpdateRegistrationSettings } from './api.ts';
import {
  MAX_TEAMS,
  MIN_TEAMS,
  type SettingsValues,
  toSettingsBody,
  toSettingsValues,
} from './settings-form.ts';

type Props = { champId: string; settings: RegistrationSettings; canEdit: boolean };

/**
 * A competition's registration settings (spec §7 "Registration"): open or closed, the last day requests are
 * taken, the team limit and the entry fee. The header says whether requests are taken today (the server's
 * `isAcceptingRequests`: open, before the deadline and not full).
 */
export function RegistrationSettingsForm({ champId, settings, canEdit }: Props) {
  const { t } = useTranslation();
  const update = useUpdateRegistrationSettings(champId, (saved) => {
    notifySuccess(t('registrations.settings.saved'));
    // An entry fee nobody can pay online yet (issue 30, item 4): said now, with where to connect an account.
    if (saved.warning?.code === 'payment.organiser_not_connected') {
      notifications.show({
        color: 'yellow',
        title: t('registrations.settings.noPayoutTitle'),
        autoClose: false,
        message: (
          <Stack gap={4}>
            <Text size="sm">{t('registrations.settings.noPayout')}</Text>
            {/* Notifications render outside the router: a plain link, not a router Link. */}
            <Anchor href={saved.warning.connectPath} size="sm" fw={600}>
              {t('registrations.settings.connectPayout')}
            </Anchor>
          </Stack>
        ),
      });
    }
  });
  const form = useForm<SettingsValues>({
    initialValues: toSettingsValues(settings),
    validate: {
      maxTeams: (v) =>
        v === '' || (Number.isInteger(Number(v)) && Number(v) >= MIN_TEAMS && Number(v) <= MAX_TEAMS)
          ? null
          : t('registrations.settings.maxTeamsInvalid', { min: MIN_TEAMS, max: MAX_TEAMS }),
      amount: (v, values) =>
        values.hasFee === 'none' || (v !== '' && toMinorUnits(v, values.currency) !== undefined)
          ? null
          : t('registrations.settings.amountInvalid'),
    },
  });

  const submit = form.onSubmit((values) =>
    update.mutate(toSettingsBody(values), {
      // The toast is the mutation's (above); this form may be replaced by one keyed by the saved settings.
      onSuccess: (saved) => {
        form.setInitialValues(toSettingsValues(saved));
        form.setValues(toSettingsValues(saved));
      },
      onError: (error) => showServerErrors(form, error),
    }),
  );

  const count =
    settings.maxTeams === null
      ? t('registrations.settings.teamCount', { count: settings.teamCount })
      : t('registrations.settings.teamCountOf', { count: settings.teamCount, max: settings.maxTeams });

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="registration-settings">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Title order={2} size="h4" id="registration-settings">
              {t('registrations.settings.title')}
            </Title>
            <Group gap="xs">
              <Badge color={settings.isAcceptingRequests ? 'teal' : 'gray'} variant="light">
                {settings.isAcceptingRequests
                  ? t('registrations.settings.accepting')
                  : t('registrations.settings.closed')}
              </Badge>
              <Text size="sm" c="dimmed">
                {count}
              </Text>
            </Group>
          </Group>
          <Switch
            label={t('registrations.settings.open')}
            description={t('registrations.settings.openHelp')}
            disabled={!canEdit}
            {...form.getInputProps('registrationOpen', { type: 'checkbox' })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DateInput
              label={t('registrations.settings.deadline')}
              description={t('registrations.settings.deadlineHelp')}
              placeholder={t('registrations.settings.deadlinePlaceholder')}
              valueFormat="D MMM YYYY"
              clearable
              clearButtonProps={{ 'aria-label': t('registrations.settings.clearDeadline') }}
              disabled={!canEdit}
              {...form.getInputProps('registrationDeadline')}
            />
            <NumberInput
              label={t('registrations.settings.maxTeams')}
              description={t('registrations.settings.maxTeamsHelp')}
              placeholder={t('registrations.settings.maxTeamsPlaceholder')}
              min={MIN_TEAMS}
              max={MAX_TEAMS}
              allowDecimal={false}
              allowNegative={false}
              disabled={!canEdit}
              {...form.getInputProps('maxTeams')}
            />
          </SimpleGrid>
          <Stack gap={6}>
            <Text size="sm" fw={500} id="registration-fee">
              {t('registrations.settings.fee')}
            </Text>
            <SegmentedControl
              aria-labelledby="registration-fee"
              style={{ alignSelf: 'flex-start' }}
              disabled={!canEdit}
              data={[
                { value: 'none', label: t('registrations.settings.noFee') },
                { value: 'fee', label: t('registrations.settings.hasFee') },
              ]}
              {...form.getInputProps('hasFee')}
            />
            {canEdit && form.values.hasFee === 'fee' && (
              <PlanRequirement feature="entryFees" champId={champId} />
            )}
            {form.values.hasFee === 'fee' && (
              <Group gap="sm" align="flex-start" wrap="nowrap">
                <NumberInput
                  label={t('registrations.settings.amount')}
                  placeholder="25.00"
                  min={0}
                  decimalScale={2}
                  fixedDecimalScale
                  allowNegative={false}
                  disabled={!canEdit}
                  style={{ flex: 1, maxWidth: 200 }}
                  {...form.getInputProps('amount')}
                />
                <Select
                  label={t('registrations.settings.currency')}
                  data={[...FEE_CURRENCIES]}
                  allowDeselect={false}
                  disabled={!canEdit}
                  w={110}
                  {...form.getInputProps('currency')}
                />
              </Group>
            )}
          </Stack>
          {canEdit && (
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                {t('registrations.settings.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Card>
  );
}
