import { Button, Divider, Group, List, Modal, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Fixture, ForfeitSide, ScoreBody } from '@matchday/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/http.ts';
import { notifyFailure, notifySuccess, toErrorMessage } from '../../components/notifications.ts';
import { useFixtures, useSaveScore } from './api.ts';
import { useForfeit } from './participation-api.ts';
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

const nameOf = (f: Fixture, side: ForfeitSide) => (side === 'home' ? f.homeTeamName : f.awayTeamName) ?? '';

/** Score entry for one fixture in a dialog (or a walkover: one side forfeits); the server's refusal (a draw in a knockout) stays in the dialog. */
export function ScoreModal({ fixture, onClose }: { fixture: Fixture | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveScore();
  const forfeit = useForfeit();
  // Already loaded by the page that lists the fixture: tells a first leg from the tie's deciding match.
  const all = useFixtures(fixture?.champId ?? '');
  const deciding =
    fixture !== null && fixture.stageType === 'knockout' && isDecidingMatch(fixture, all.data?.items ?? []);
  const [last, setLast] = useState<ScoreBody | null>(null);
  const close = () => {
    save.reset();
    onClose();
  };
  const submit = (score: ScoreBody, resetDownstream = false) => {
    if (!fixture) return;
    setLast(score);
    save.mutate(
      { fixtureId: fixture.id, score, resetDownstream },
      {
        onSuccess: () => {
          notifySuccess(t('competitions.score.saved'));
          close();
        },
      },
    );
  };
  // A correction that changes who went through, after a later match was played: confirm resetting those.
  const resetIds =
    save.error instanceof ApiError &&
    save.error.code === 'fixture.downstream_played' &&
    Array.isArray(save.error.problem.fixtureIds)
      ? save.error.problem.fixtureIds.map(String)
      : null;
  const confirmForfeit = (f: Fixture, side: ForfeitSide) =>
    modals.openConfirmModal({
      title: t('competitions.forfeit.confirmTitle'),
      children: (
        <Text size="sm">
          {t('competitions.forfeit.confirmBody', {
            loser: nameOf(f, side),
            winner: nameOf(f, side === 'home' ? 'away' : 'home'),
          })}
        </Text>
      ),
      labels: { confirm: t('competitions.forfeit.confirm'), cancel: t('competitions.cancel') },
      confirmProps: { color: 'orange' },
      onConfirm: () =>
        forfeit.mutate(
          { fixtureId: f.id, side },
          {
            onSuccess: () => {
              notifySuccess(t('competitions.forfeit.saved'));
              close();
            },
            onError: notifyFailure,
          },
        ),
    });
  return (
    <Modal opened={fixture !== null} onClose={close} title={t('competitions.score.title')} centered>
      {fixture && resetIds && last && (
        <DownstreamReset
          fixtureIds={resetIds}
          fixtures={all.data?.items ?? []}
          submitting={save.isPending}
          onConfirm={() => submit(last, true)}
          onCancel={() => save.reset()}
        />
      )}
      {fixture && !resetIds && (
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
          onSubmit={(score) => submit(score)}
        />
      )}
      {fixture && !resetIds && (
        <Stack gap="xs" mt="md">
          <Divider label={t('competitions.forfeit.title')} labelPosition="left" />
          <Text size="xs" c="dimmed">
            {t('competitions.forfeit.intro')}
          </Text>
          <Group gap="xs" grow>
            {(['home', 'away'] as const).map((side) => (
              <Button
                key={side}
                variant="light"
                color="orange"
                size="compact-sm"
                loading={forfeit.isPending && forfeit.variables?.side === side}
                onClick={() => confirmForfeit(fixture, side)}
              >
                {t(`competitions.forfeit.${side}`, { team: nameOf(fixture, side) })}
              </Button>
            ))}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The later matches a correction would reset, named, and the organiser's answer. */
function DownstreamReset({
  fixtureIds,
  fixtures,
  submitting,
  onConfirm,
  onCancel,
}: {
  fixtureIds: readonly string[];
  fixtures: readonly Fixture[];
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const count = fixtureIds.length;
  return (
    <Stack gap="sm" role="alertdialog" aria-labelledby="downstream-reset-title">
      <Text fw={700} id="downstream-reset-title">
        {t('competitions.score.resetTitle')}
      </Text>
      <Text size="sm">{t('competitions.score.resetBody', { count })}</Text>
      <List size="sm" spacing={4}>
        {fixtureIds.map((id) => {
          const f = fixtures.find((x) => x.id === id);
          return (
            <List.Item key={id}>
              {f
                ? t('competitions.score.resetMatch', {
                    round: f.round,
                    home: f.homeTeamName ?? '–',
                    away: f.awayTeamName ?? '–',
                    score:
                      f.homeScore !== null && f.awayScore !== null ? `${f.homeScore}–${f.awayScore}` : '–',
                  })
                : id}
            </List.Item>
          );
        })}
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('competitions.score.resetCancel')}
        </Button>
        <Button color="red" loading={submitting} onClick={onConfirm}>
          {t('competitions.score.resetConfirm', { count })}
        </Button>
      </Group>
    </Stack>
  );
}
