import { Alert, List, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BatchOutcome, BatchProgress, BatchResult } from './team-batch.ts';

type Props = {
  progress: BatchProgress | null;
  result: BatchResult | undefined;
  onDismiss: () => void;
};

/**
 * A batch of teams being entered: "Adding 2 of 4…" while it runs, then what was added and what was not, with
 * the server's message for each refusal. The live region stays mounted so screen readers hear each step.
 */
export function TeamBatchStatus({ progress, result, onDismiss }: Props) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      {progress && (
        <Stack gap={4}>
          <Text size="sm">
            {t(progress.kind === 'add' ? 'competitions.teams.adding' : 'competitions.teams.creating', {
              current: progress.current,
              total: progress.total,
            })}
          </Text>
          <Progress
            value={((progress.current - 1) / progress.total) * 100}
            aria-label={t('competitions.teams.progressLabel')}
          />
        </Stack>
      )}
      {!progress && result && <BatchSummary result={result} onDismiss={onDismiss} />}
    </div>
  );
}

function BatchSummary({ result, onDismiss }: { result: BatchResult; onDismiss: () => void }) {
  const { t } = useTranslation();
  const total = result.outcomes.length;
  const added = result.outcomes.filter((o) => o.status === 'added');
  const failed = result.outcomes.filter((o) => o.status !== 'added');
  const title =
    failed.length === 0
      ? t('competitions.teams.summaryAll', { count: total })
      : added.length === 0
        ? t('competitions.teams.summaryNone', { count: total })
        : t('competitions.teams.summarySome', { added: added.length, total });
  return (
    <Alert
      color={failed.length === 0 ? 'teal' : added.length === 0 ? 'red' : 'yellow'}
      title={title}
      withCloseButton
      closeButtonLabel={t('competitions.teams.dismiss')}
      onClose={onDismiss}
    >
      <Stack gap={6}>
        {added.length > 0 && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('competitions.teams.summaryAdded', { names: added.map((o) => o.name).join(', ') })}
          </Text>
        )}
        {failed.length > 0 && (
          <>
            <Text size="sm">{t('competitions.teams.summaryFailed')}</Text>
            <List size="sm" spacing={2} style={{ overflowWrap: 'anywhere' }}>
              {failed.map((outcome, index) => (
                // Two teams may share a name; the position in the batch tells them apart.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once the batch ends.
                <List.Item key={index}>{failureText(outcome, t)}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}

function failureText(outcome: BatchOutcome, t: (key: string, options: Record<string, string>) => string) {
  switch (outcome.status) {
    case 'notCreated':
      return t('competitions.teams.notCreated', { name: outcome.name, message: outcome.message });
    case 'createdNotAdded':
      return t('competitions.teams.createdNotAdded', { name: outcome.name, message: outcome.message });
    case 'notAdded':
      return t('competitions.teams.notAdded', { name: outcome.name, message: outcome.message });
    case 'added':
      return outcome.name;
  }
}
