import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { INVITATION_TTL_DAYS, type Invitation } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { showServerErrors } from '../../components/form-errors.ts';
import { notifyError, notifySuccess } from '../../components/notifications.ts';
import { type PersonChoice, PersonPicker } from '../auth/index.ts';
import { useInvitePlayerUser, useInviteUser } from './api.ts';
import { ContractPeriodInput } from './ContractPeriodInput.tsx';
import { findDateMessageKey } from './offer-dialog.ts';
import { useContractPeriod } from './useContractPeriod.ts';

type Target = { kind: 'team'; champId: string } | { kind: 'player'; teamId: string };

type Props = { target: Target; opened: boolean; onClose: () => void };

/**
 * Invites somebody, found by name (`GET /api/user`) or by their email address: to enter a team into a competition (an organiser, `inviteuser`), or to bring one
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

type Values = { person: PersonChoice | null; message: string };

function InviteForm({ target, onDone }: { target: Target; onDone: () => void }) {
  const { t } = useTranslation();
  const period = useContractPeriod();
  const inviteTeam = useInviteUser();
  const invitePlayer = useInvitePlayerUser();
  const form = useForm<Values>({
    initialValues: { person: null, message: '' },
    validate: { person: (v) => (v ? null : t('auth.people.requiredOrEmail')) },
  });
  const pending = inviteTeam.isPending || invitePlayer.isPending;

  const onSuccess = (invitation: Invitation) => {
    const person = form.values.person;
    const who = person?.kind === 'user' ? person.user.name : (invitation.inviteeEmail ?? person?.email ?? '');
    notifySuccess(t('registrations.invite.sent', { email: who }));
    onDone();
  };
  const onError = (error: unknown) => {
    // A date refusal reads as the offer dialog's text for its code; a refused invitee (`body.email`, `body.userId`)
    // under the person; anything else under its field or notified.
    const key = error instanceof ApiError ? findDateMessageKey(error.code) : undefined;
    const personError =
      error instanceof ApiError ? (error.fieldErrors.email ?? error.fieldErrors.userId) : undefined;
    if (key) notifyError(t(key));
    else if (personError) form.setFieldError('person', personError);
    else showServerErrors(form, error);
  };

  const submit = form.onSubmit((values) => {
    const person = values.person;
    if (!person) return;
    const invitee = {
      ...(person.kind === 'user' ? { userId: person.user.id } : { email: person.email }),
      message: values.message.trim() || undefined,
    };
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
        <PersonPicker
          label={t('registrations.invite.person')}
          allowEmail
          required
          value={form.values.person}
          onChange={(person) => form.setFieldValue('person', person)}
          error={form.errors.person}
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
