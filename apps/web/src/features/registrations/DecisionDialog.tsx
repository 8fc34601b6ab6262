import { Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toErrorMessage } from '../../components/notifications.ts';
import { DecisionFooter } from './DecisionFooter.tsx';

type Props = {
  /** `reject` asks for an optional reason; `withdraw` only confirms. */
  mode: 'reject' | 'withdraw' | null;
  /** Invitations are declined, requests rejected. */
  isInvitation: boolean;
  onClose: () => void;
  /** Sends the decision; a refusal stays in the dialog, in the server's words. */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
};

const REASON_MAX = 1000;

/** Confirms a final decision: a reject (or decline) with an optional reason, or a withdrawal. */
export function DecisionDialog({ mode, isInvitation, onClose, onConfirm }: Props) {
  const { t } = useTranslation();
  const titles = {
    reject: isInvitation ? t('registrations.reject.titleInvitation') : t('registrations.reject.title'),
    withdraw: isInvitation ? t('registrations.withdraw.titleInvitation') : t('registrations.withdraw.title'),
  };
  return (
    <Modal opened={mode !== null} onClose={onClose} title={mode ? titles[mode] : ''} size="sm">
      {mode && (
        <DecisionForm mode={mode} isInvitation={isInvitation} onCancel={onClose} onConfirm={onConfirm} />
      )}
    </Modal>
  );
}

function DecisionForm({
  mode,
  isInvitation,
  onCancel,
  onConfirm,
}: {
  mode: 'reject' | 'withdraw';
  isInvitation: boolean;
  onCancel: () => void;
  onConfirm: (reason: string | undefined) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const trimmed = reason.trim();
    onConfirm(mode === 'reject' && trimmed ? trimmed : undefined).catch((failure: unknown) => {
      setError(toErrorMessage(failure));
      setBusy(false);
    });
  };

  const confirmLabel =
    mode === 'withdraw'
      ? t('registrations.actions.withdraw')
      : isInvitation
        ? t('registrations.actions.decline')
        : t('registrations.actions.reject');

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">
          {mode === 'reject' ? t('registrations.reject.body') : t('registrations.withdraw.body')}
        </Text>
        {mode === 'reject' && (
          <Textarea
            label={t('registrations.reject.reason')}
            placeholder={t('registrations.reject.reasonPlaceholder')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={REASON_MAX}
            autosize
            minRows={3}
            data-autofocus
          />
        )}
        <DecisionFooter
          error={error}
          busy={busy}
          confirmLabel={confirmLabel}
          color="red"
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
