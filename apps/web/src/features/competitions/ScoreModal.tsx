import { Modal } from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess, toErrorMessage } from '../../components/notifications.ts';
import { useSaveScore } from './api.ts';
import { ScoreEntry } from './ScoreEntry.tsx';

/** Score entry for one fixture in a dialog; the server's refusal (a draw in a knockout) stays in the dialog. */
export function ScoreModal({ fixture, onClose }: { fixture: Fixture | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveScore();
  const close = () => {
    save.reset();
    onClose();
  };
  return (
    <Modal opened={fixture !== null} onClose={close} title={t('competitions.score.title')} centered>
      {fixture && (
        <ScoreEntry
          key={fixture.id}
          homeName={fixture.homeTeamName ?? ''}
          awayName={fixture.awayTeamName ?? ''}
          initial={fixture}
          allowPenalties={fixture.stageType === 'knockout'}
          submitting={save.isPending}
          serverError={save.isError ? toErrorMessage(save.error) : null}
          onSubmit={(score) =>
            save.mutate(
              { fixtureId: fixture.id, score },
              {
                onSuccess: () => {
                  notifySuccess(t('competitions.score.saved'));
                  close();
                },
              },
            )
          }
        />
      )}
    </Modal>
  );
}
