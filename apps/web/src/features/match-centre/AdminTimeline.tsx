import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { MatchEvent, MatchSheet } from '@matchday/contracts';
import { isScoringEvent } from '@matchday/domain';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyFailure, notifySuccess } from '../../components/notifications.ts';
import { eventColour, eventIcon, lastEnteredEvent } from './admin-sheet.ts';
import { useDeleteEvent } from './api.ts';
import { formatMinute } from './match-clock.ts';

/** An event in words for a confirmation: "Goal, Ada Striker, 23'". */
function describe(t: TFunction, e: MatchEvent): string {
  return [t(`matchAdmin.events.types.${e.type}`), e.playerName, formatMinute(e.minute, e.addedTime)]
    .filter(Boolean)
    .join(', ');
}

/**
 * The match sheet's timeline, latest first (where the organiser's eye is during a match): minute, kind,
 * player (and assist or player coming on), the score after each goal, delete with confirmation, and
 * "Undo last event" for the event entered last.
 */
export function AdminTimeline({ sheet }: { sheet: MatchSheet }) {
  const { t } = useTranslation();
  const remove = useDeleteEvent();
  const events = [...sheet.events].sort((a, b) => b.number - a.number);
  const last = lastEnteredEvent(sheet.events);
  const teamName = (e: MatchEvent) => sheet[e.side].teamName ?? t('matchAdmin.tbd');

  const confirmDelete = (e: MatchEvent, undo: boolean) =>
    modals.openConfirmModal({
      title: undo ? t('matchAdmin.timeline.undoTitle') : t('matchAdmin.timeline.deleteTitle'),
      children: <Text size="sm">{t('matchAdmin.timeline.deleteBody', { event: describe(t, e) })}</Text>,
      labels: {
        confirm: undo ? t('matchAdmin.timeline.undoConfirm') : t('matchAdmin.timeline.deleteConfirm'),
        cancel: t('matchAdmin.cancel'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(e.id, {
          onSuccess: () => notifySuccess(t('matchAdmin.timeline.deleted', { event: describe(t, e) })),
          onError: notifyFailure,
        }),
    });

  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="timeline-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="timeline-title">
            {t('matchAdmin.timeline.title')}
          </Title>
          {sheet.canEdit && last && (
            <Button
              variant="default"
              size="sm"
              leftSection={<IconArrowBackUp size={16} />}
              loading={remove.isPending}
              onClick={() => confirmDelete(last, true)}
            >
              {t('matchAdmin.timeline.undo')}
            </Button>
          )}
        </Group>
        {(['home', 'away'] as const).map((side) =>
          sheet.unattributedGoals[side] > 0 ? (
            <Text key={side} size="sm" c="dimmed">
              {t('matchAdmin.timeline.unattributed', {
                count: sheet.unattributedGoals[side],
                team: sheet[side].teamName ?? t('matchAdmin.tbd'),
              })}
            </Text>
          ) : null,
        )}
        {events.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('matchAdmin.timeline.empty')}
          </Text>
        ) : (
          <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {events.map((e) => {
              const Icon = eventIcon[e.type];
              return (
                <Group
                  key={e.id}
                  component="li"
                  wrap="nowrap"
                  gap="sm"
                  py={8}
                  align="center"
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                  aria-label={describe(t, e)}
                >
                  <Text ff="monospace" fw={700} w={52} ta="right" style={{ flexShrink: 0 }}>
                    {formatMinute(e.minute, e.addedTime)}
                  </Text>
                  <ThemeIcon variant="light" color={eventColour[e.type]} size="md" style={{ flexShrink: 0 }}>
                    <Icon size={16} aria-hidden />
                  </ThemeIcon>
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Text span fw={600} inherit>
                        {t(`matchAdmin.events.types.${e.type}`)}
                      </Text>{' '}
                      <Anchor component={Link} to={`/admin/players/details/${e.playerId}`} inherit>
                        {e.playerName}
                      </Anchor>
                    </Text>
                    {e.relatedPlayerId && e.relatedPlayerName && (
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {e.type === 'substitution'
                          ? t('matchAdmin.timeline.on')
                          : t('matchAdmin.timeline.assist')}{' '}
                        <Anchor component={Link} to={`/admin/players/details/${e.relatedPlayerId}`} inherit>
                          {e.relatedPlayerName}
                        </Anchor>
                      </Text>
                    )}
                    <Text size="xs" c="dimmed" truncate>
                      {teamName(e)}
                    </Text>
                  </Stack>
                  {isScoringEvent(e.type) && (
                    <Badge
                      variant="filled"
                      color="dark"
                      style={{ flexShrink: 0 }}
                      aria-label={t('matchAdmin.timeline.scoreAfter', e.score)}
                    >
                      {e.score.home}–{e.score.away}
                    </Badge>
                  )}
                  {sheet.canEdit && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      style={{ flexShrink: 0 }}
                      aria-label={t('matchAdmin.timeline.delete', { event: describe(t, e) })}
                      onClick={() => confirmDelete(e, false)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  )}
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
