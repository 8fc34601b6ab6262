import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  /** The server's refusal, in its own words: the dialog stays open beside it. */
  error: string | null;
  busy: boolean;
  confirmLabel: string;
  color?: string;
  disabled?: boolean;
  onCancel: () => void;
};

/** The end of a decision's dialog (DecisionDialog, AcceptInvitationDialog): the refusal if any, Cancel, confirm. */
export function DecisionFooter({ error, busy, confirmLabel, color, disabled, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('registrations.actions.cancel')}
        </Button>
        <Button type="submit" color={color} loading={busy} disabled={disabled}>
          {confirmLabel}
        </Button>
      </Group>
    </>
  );
}
