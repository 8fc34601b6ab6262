import { Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { WithdrawBody } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess, toErrorMessage } from '../../components/notifications.ts';
import { useWithdrawTeam } from './participation-api.ts';

type Values = {
  kind: WithdrawBody['kind'];
  mode: WithdrawBody['mode'];
  reason: string;
  confirmed: boolean;
};

/**
 * Withdraw or disqualify a team (issue 27): what happens to its results, the reason shown on the standings, and
 * a confirmation tick, since it cannot be undone.
 */
export function WithdrawDialog({
  champId,
  team,
  onClose,
}: {
  champId: string;
  team: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const withdraw = useWithdrawTeam(champId);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { kind: 'withdrawal', mode: 'forfeitRemaining', reason: '', confirmed: false },
    validate: {
      reason: (v) => (v.trim() ? null : t('competitions.withdraw.reasonRequired')),
    },
  });
  const close = () => {
    form.reset();
    withdraw.reset();
    onClose();
  };
  const disqualify = form.values.kind === 'disqualification';
  return (
    <Modal
      opened={team !== null}
      onClose={close}
      title={team ? t('competitions.withdraw.title', { name: team.name }) : ''}
      centered
    >
      {team && (
        <form
          noValidate
          onSubmit={form.onSubmit((v) =>
            withdraw.mutate(
              { teamId: team.id, body: { kind: v.kind, mode: v.mode, reason: v.reason.trim() } },
              {
                onSuccess: () => {
                  notifySuccess(
                    t(disqualify ? 'competitions.withdraw.doneDisqualified' : 'competitions.withdraw.done', {
                      name: team.name,
                    }),
                  );
                  close();
                },
              },
            ),
          )}
        >
          <Stack gap="sm">
            <Radio.Group label={t('competitions.withdraw.kind')} {...form.getInputProps('kind')}>
              <Group gap="md" mt={6}>
                <Radio value="withdrawal" label={t('competitions.withdraw.kindWithdrawal')} />
                <Radio value="disqualification" label={t('competitions.withdraw.kindDisqualification')} />
              </Group>
            </Radio.Group>
            <Radio.Group
              label={t('competitions.withdraw.mode')}
              description={t('competitions.withdraw.modeHint')}
              {...form.getInputProps('mode')}
            >
              <Stack gap={6} mt={6}>
                <Radio value="forfeitRemaining" label={t('competitions.withdraw.modeForfeit')} />
                <Radio value="expunge" label={t('competitions.withdraw.modeExpunge')} />
              </Stack>
            </Radio.Group>
            <Textarea
              label={t('competitions.withdraw.reason')}
              description={t('competitions.withdraw.reasonHint')}
              autosize
              minRows={2}
              maxLength={500}
              {...form.getInputProps('reason')}
            />
            <Checkbox
              label={t('competitions.withdraw.confirm')}
              {...form.getInputProps('confirmed', { type: 'checkbox' })}
            />
            {withdraw.isError && (
              <Text size="sm" c="red" role="alert">
                {toErrorMessage(withdraw.error)}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('competitions.cancel')}
              </Button>
              <Button
                type="submit"
                color="red"
                disabled={!form.values.confirmed}
                loading={withdraw.isPending}
              >
                {t(disqualify ? 'competitions.withdraw.submitDisqualify' : 'competitions.withdraw.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
