import { Button, Group } from '@mantine/core';
import type { DecideInvitationBody, Invitation, RegistrationDecision } from '@matchday/contracts';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { AcceptInvitationDialog } from './AcceptInvitationDialog.tsx';
import { DecisionDialog } from './DecisionDialog.tsx';

type Props = {
  canDecide: boolean;
  canWithdraw: boolean;
  /** An invitation: accepting it names a team or a player, and it is declined rather than rejected. */
  invitation?: Invitation | undefined;
  /** Sends the decision (the card knows which route). */
  decide: (body: DecideInvitationBody) => Promise<unknown>;
};

/**
 * What the caller may do with a request or an invitation now: accept or reject it (the other party), withdraw
 * it (the sender's side). Every decision is final, so reject and withdraw ask first.
 */
export function RequestActions({ canDecide, canWithdraw, invitation, decide }: Props) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<'accept' | 'reject' | 'withdraw' | null>(null);
  const [accepting, setAccepting] = useState(false);
  const isInvitation = invitation !== undefined;

  if (!canDecide && !canWithdraw) return null;

  const done = (decision: RegistrationDecision) => {
    setDialog(null);
    notifySuccess(t(`registrations.done.${decision === 'reject' && isInvitation ? 'decline' : decision}`));
  };

  const accept = () => {
    if (invitation) {
      setDialog('accept');
      return;
    }
    setAccepting(true);
    decide({ decision: 'accept' })
      .then(() => done('accept'), notifyFailure)
      .finally(() => setAccepting(false));
  };

  return (
    <>
      <Group gap="xs" justify="flex-end">
        {canDecide && (
          <>
            <Button size="xs" leftSection={<IconCheck size={14} />} onClick={accept} loading={accepting}>
              {t('registrations.actions.accept')}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconX size={14} />}
              onClick={() => setDialog('reject')}
            >
              {isInvitation ? t('registrations.actions.decline') : t('registrations.actions.reject')}
            </Button>
          </>
        )}
        {canWithdraw && (
          <Button size="xs" variant="default" onClick={() => setDialog('withdraw')}>
            {t('registrations.actions.withdraw')}
          </Button>
        )}
      </Group>
      <DecisionDialog
        mode={dialog === 'reject' || dialog === 'withdraw' ? dialog : null}
        isInvitation={isInvitation}
        onClose={() => setDialog(null)}
        onConfirm={async (reason) => {
          const decision = dialog === 'withdraw' ? 'withdraw' : 'reject';
          await decide(reason === undefined ? { decision } : { decision, reason });
          done(decision);
        }}
      />
      {invitation && (
        <AcceptInvitationDialog
          opened={dialog === 'accept'}
          invitation={invitation}
          onClose={() => setDialog(null)}
          onConfirm={async (choice) => {
            await decide({ decision: 'accept', ...choice });
            done('accept');
          }}
        />
      )}
    </>
  );
}
