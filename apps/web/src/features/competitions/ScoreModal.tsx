import { Modal } from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { notifySuccess, toErrorMessage } from '../../components/notifications.ts';
import { useFixtures, useSaveScore } from './api.ts';
import { ScoreEntry } from './ScoreEntry.tsx';

/**
 * A knockout tie is decided in its last leg: its only match, or the second of two. Extra time and a shoot-out
 * belong there (the server refuses them in a first leg).
 */
export function isDecidingMatch(fixture: Fixture, fixtures: readonly Fixture[]): boolean {
  return !fixtures.some(
    (f) =>
      f.stageId === fixture.stageId &&
      f.round === fixture.round &&
      f.slot === fixture.slot &&
      f.bracket === fixture.bracket &&
      f.leg > fixture.leg,
  );
}

/** Score entry for one fixture in a dialog; the server's refusal (a draw in a knockout) stays in the dialog. */
export function ScoreModal({ fixture, onClose }: { fixture: Fixture | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveScore();
  // Already loaded by the page that lists the fixture: tells a first leg from the tie's deciding match.
  const all = useFixtures(fixture?.champId ?? '');
  const deciding =
    fixture !== null && fixture.stageType === 'knockout' && isDecidingMatch(fixture, all.data?.items ?? []);
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
          allowPenalties={deciding}
          allowExtraTime={deciding}
          bestOf={fixture.bestOf}
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
