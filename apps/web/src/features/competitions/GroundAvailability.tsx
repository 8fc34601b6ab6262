import { Anchor, Button, Card, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Constraint } from '@matchday/contracts';
import { IconBuildingStadium } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCalendarDate } from '../../lib/zoned-time.ts';
import { groundRoundsOf, withGroundRounds } from './schedule-draft.ts';
import { describeRoundList } from './schedule-words.ts';

/**
 * Ground availability on a calendar per team: pick a team, click the rounds (their dates when the rounds have
 * dates) its ground is taken. Each team's taken rounds are one hard `maxHomeInRounds` constraint with max 0,
 * kept in the constraint list with the others (`withGroundRounds`).
 */
export function GroundAvailability({
  teams,
  roundCount,
  roundDate,
  constraints,
  onChange,
}: {
  teams: { id: string; name: string }[];
  roundCount: number;
  roundDate: (round: number) => string | null;
  constraints: Constraint[];
  onChange: (constraints: Constraint[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const [teamId, setTeamId] = useState<string | null>(null);
  const team = teams.find((x) => x.id === teamId) ?? null;
  const taken = team ? groundRoundsOf(constraints, team.id) : [];
  const toggle = (round: number) => {
    if (!team) return;
    const next = taken.includes(round) ? taken.filter((r) => r !== round) : [...taken, round];
    onChange(withGroundRounds(constraints, team.id, next));
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="ground-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="ground-title">
          <IconBuildingStadium
            size={20}
            style={{ verticalAlign: 'text-bottom', marginRight: 6 }}
            aria-hidden
          />
          {t('scheduler.ground.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('scheduler.ground.help')}
        </Text>
        <Select
          label={t('scheduler.ground.team')}
          placeholder={t('scheduler.ground.teamPlaceholder')}
          data={teams.map((x) => ({ value: x.id, label: x.name }))}
          value={teamId}
          onChange={setTeamId}
          searchable
          maw={360}
        />
        {!team && (
          <Text size="sm" c="dimmed">
            {t('scheduler.ground.pickTeam')}
          </Text>
        )}
        {team && (
          <>
            <SimpleGrid
              cols={{ base: 2, xs: 3, sm: 5, lg: 7 }}
              spacing="xs"
              role="group"
              aria-label={team.name}
            >
              {Array.from({ length: roundCount }, (_, i) => i + 1).map((round) => {
                const isTaken = taken.includes(round);
                const date = roundDate(round);
                const state = isTaken ? t('scheduler.ground.taken') : t('scheduler.ground.free');
                return (
                  <Button
                    key={round}
                    variant={isTaken ? 'filled' : 'default'}
                    color={isTaken ? 'red' : undefined}
                    aria-pressed={isTaken}
                    aria-label={t('scheduler.ground.tile', { round, state })}
                    onClick={() => toggle(round)}
                    h="auto"
                    py={6}
                    styles={{ label: { flexDirection: 'column', whiteSpace: 'normal', lineHeight: 1.25 } }}
                  >
                    <span>{t('scheduler.round', { round })}</span>
                    {date && (
                      <Text span size="xs" inherit={false} c={isTaken ? 'white' : 'dimmed'}>
                        {formatCalendarDate(date, 'ddd D MMM')}
                      </Text>
                    )}
                    <Text
                      span
                      size="xs"
                      inherit={false}
                      c={isTaken ? 'white' : 'dimmed'}
                      fw={isTaken ? 700 : 400}
                    >
                      {state}
                    </Text>
                  </Button>
                );
              })}
            </SimpleGrid>
            <Text size="sm" aria-live="polite">
              <Anchor component={Link} to={`/admin/teams/details/${team.id}`} inherit>
                {team.name}
              </Anchor>
              {': '}
              {taken.length > 0
                ? t('scheduler.ground.summary', {
                    rounds: describeRoundList(taken, { t, roundCount, language: i18n.language }),
                  })
                : t('scheduler.ground.summaryNone')}
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
