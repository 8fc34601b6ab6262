import { Anchor, Badge, Box, Divider, Stack, Text } from '@mantine/core';
import type { MatchEvent, MatchSheet } from '@matchday/contracts';
import { isFootballFamily, scoringSideOf } from '@matchday/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventIcon } from './EventIcon.tsx';
import { formatMinute } from './match-clock.ts';
import { shootoutTally } from './match-stats.ts';

type Props = {
  sheet: Pick<MatchSheet, 'events' | 'home' | 'away' | 'unattributedGoals' | 'sportKindId'>;
  playerPath: (playerId: string) => string;
};

const SCORING = new Set(['goal', 'penaltyGoal', 'ownGoal']);

/**
 * The match's events in the order they happened (the server's `number`), one row each: the home side's on
 * the left, the away side's on the right (an own goal on the side it counted for), the minute (`90+3'`) and the event's icon between them, and the
 * score after every goal. Periods are separated by their names; goals of the score that no event accounts
 * for are noted under the list.
 */
export function MatchTimeline({ sheet, playerPath }: Props) {
  const { t } = useTranslation();
  const events = [...sheet.events].sort((a, b) => a.number - b.number);
  const kicks = shootoutTally(events);
  const football = isFootballFamily(sheet.sportKindId);
  const unattributed = (['home', 'away'] as const).filter((side) => sheet.unattributedGoals[side] > 0);

  return (
    <Stack gap="sm">
      {events.length === 0 ? (
        <Text c="dimmed">{t('match.timeline.empty')}</Text>
      ) : (
        <Stack
          component="ol"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('match.timeline.label')}
        >
          {events.map((e, i) => {
            const newPeriod = i === 0 || events[i - 1]?.period !== e.period;
            return (
              <Box component="li" key={e.id}>
                {newPeriod && football && (
                  <Divider
                    my="xs"
                    label={t(`match.period.football.${e.period}`, { defaultValue: '' })}
                    labelPosition="center"
                  />
                )}
                <EventRow event={e} kicks={kicks.get(e.id)} playerPath={playerPath} />
              </Box>
            );
          })}
        </Stack>
      )}
      {unattributed.map((side) => (
        <Text key={side} size="sm" c="dimmed" fs="italic">
          {t('match.timeline.unattributed', {
            count: sheet.unattributedGoals[side],
            team: sheet[side].teamName ?? t('match.tbd'),
          })}
        </Text>
      ))}
    </Stack>
  );
}

function EventRow({
  event: e,
  kicks,
  playerPath,
}: {
  event: MatchEvent;
  kicks: { home: number; away: number } | undefined;
  playerPath: Props['playerPath'];
}) {
  const { t } = useTranslation();
  // An own goal shows on the side it counted for, as its running score does.
  const side = scoringSideOf(e) ?? e.side;
  const home = side === 'home';
  const scoring = SCORING.has(e.type);
  const player = (id: string, name: string) => (
    <Anchor component={Link} to={playerPath(id)} inherit>
      {name}
    </Anchor>
  );
  const detail = (
    <Stack gap={0} align={home ? 'flex-end' : 'flex-start'} style={{ minWidth: 0 }}>
      {e.type === 'substitution' && e.relatedPlayerId ? (
        <>
          <Text size="sm" fw={600} ta={home ? 'right' : 'left'} style={{ overflowWrap: 'anywhere' }}>
            {t('match.timeline.on', { name: '' })}
            {player(e.relatedPlayerId, e.relatedPlayerName ?? '')}
          </Text>
          <Text size="xs" c="dimmed" ta={home ? 'right' : 'left'} style={{ overflowWrap: 'anywhere' }}>
            {t('match.timeline.off', { name: '' })}
            {player(e.playerId, e.playerName)}
          </Text>
        </>
      ) : (
        <>
          <Text size="sm" fw={600} ta={home ? 'right' : 'left'} style={{ overflowWrap: 'anywhere' }}>
            {player(e.playerId, e.playerName)}
            {e.type === 'penaltyGoal' && ` ${t('match.timeline.pen')}`}
            {e.type === 'ownGoal' && ` ${t('match.timeline.og')}`}
          </Text>
          {e.relatedPlayerId && e.relatedPlayerName && (
            <Text size="xs" c="dimmed" ta={home ? 'right' : 'left'} style={{ overflowWrap: 'anywhere' }}>
              {t('match.timeline.assist', { name: '' })}
              {player(e.relatedPlayerId, e.relatedPlayerName)}
            </Text>
          )}
        </>
      )}
      {scoring && (
        <Badge
          size="sm"
          variant="filled"
          color="dark"
          tt="none"
          aria-label={t('match.timeline.score', e.score)}
          mt={2}
        >
          {`${e.score.home}–${e.score.away}`}
        </Badge>
      )}
      {kicks && (
        <Text size="xs" c="dimmed" aria-label={t('match.timeline.shootout', kicks)}>
          {`${kicks.home}–${kicks.away}`}
        </Text>
      )}
    </Stack>
  );
  return (
    <Box
      data-testid="timeline-event"
      data-side={side}
      py={6}
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) 4.5rem minmax(0, 1fr)',
        alignItems: 'center',
        columnGap: 8,
        borderBottom: '1px solid var(--mantine-color-gray-2)',
      }}
    >
      <Box>{home && detail}</Box>
      <Stack gap={0} align="center">
        <Text size="sm" fw={700} ff="monospace">
          {formatMinute(e.minute, e.addedTime)}
        </Text>
        <EventIcon type={e.type} label={t(`match.events.${e.type}`)} />
      </Stack>
      <Box>{!home && detail}</Box>
    </Box>
  );
}
