import { Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INVITATION_TTL_DAYS, type Invitation } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifyError, notifySuccess } from '../../components/notifications.ts';
import { useInvitePlayerUser, useInviteUser } from './api.ts';
import { ContractPeriodInput } from './ContractPeriodInput.tsx';
import { findDateMessageKey } from './offer-dialog.ts';
import { useContractPeriod } from './useContractPeriod.ts';

/** A light check before sending; the server's zod email rule has the last word (its field error shows here). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Target = { kind: 'team'; champId: string } | { kind: 'player'; teamId: string };

type Props = { target: Target; opened: boolean; onClose: () => void };

/**
 * Invites somebody by email: to enter a team into a competition (an organiser, `inviteuser`), or to bring one
 * of their players to a team for a contract period (`player/inviteuser`, the offer dialog's date rules).
 */
export function InviteByEmailDialog({ target, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(
        target.kind === 'team' ? 'registrations.invite.teamTitle' : 'registrations.invite.playerTitle',
      )}
    >
      <InviteForm target={target} onDone={onClose} />
    </Modal>
  );
}

type Values = { email: string; message: string };

function InviteForm({ target, onDone }: { target: Target; onDone: () => void }) {
  const { t } = useTranslation();
  const period = useContractPeriod();
  const inviteTeam = useInviteUser();
  const invitePlayer = useInvitePlayerUser();
  const form = useForm<Values>({
    initialValues: { email: '', message: '' },
    validate: {
      email: (v) => (EMAIL.test(v.trim()) ? null : t('registrations.invite.emailInvalid')),
    },
  });
  const pending = inviteTeam.isPending || invitePlayer.isPending;

  const onSuccess = (invitation: Invitation) => {
    notifySuccess(t('registrations.invite.sent', { email: invitation.inviteeEmail ?? form.values.email }));
    onDone();
  };
  const onError = (error: unknown) => {
    // A date refusal reads as the offer dialog's text for its code; anything else under its field or notified.
    const key = error instanceof ApiError ? findDateMessageKey(error.code) : undefined;
    if (key) notifyError(t(key));
    else showServerErrors(form, error);
  };

  const submit = form.onSubmit((values) => {
    const invitee = { email: values.email.trim(), message: values.message.trim() || undefined };
    if (target.kind === 'team') {
      inviteTeam.mutate({ champId: target.champId, ...invitee }, { onSuccess, onError });
      return;
    }
    if (period.blocksSend) return;
    const [startDate, endDate] = period.range;
    invitePlayer.mutate(
      {
        teamId: target.teamId,
        ...invitee,
        ...(startDate && endDate ? { startDate, endDate } : {}),
      },
      { onSuccess, onError },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(target.kind === 'team' ? 'registrations.invite.teamHelp' : 'registrations.invite.playerHelp', {
            days: INVITATION_TTL_DAYS,
          })}
        </Text>
        <TextInput
          label={t('registrations.invite.email')}
          placeholder={t('registrations.invite.emailPlaceholder')}
          type="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        {target.kind === 'player' && (
          <ContractPeriodInput
            label={t('registrations.invite.period')}
            description={t('registrations.invite.periodHelp')}
            period={period}
          />
        )}
        <Textarea
          label={t('registrations.invite.message')}
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('registrations.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={target.kind === 'player' && period.blocksSend}>
            {t('registrations.invite.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
