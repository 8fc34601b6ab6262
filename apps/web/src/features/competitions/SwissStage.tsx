import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Fixture, Stage, StandingRow } from '@matchday/contracts';
import { IconPlayerTrackNext } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { notifySuccess, toErrorMessage } from '../../components/notifications.ts';
import { useNextRound } from './api.ts';
import { FixtureCard } from './FixtureRounds.tsx';
import { swissRounds, swissRows } from './swiss.ts';

const STATUS_COLOR = { advanced: 'teal', eliminated: 'red', playing: 'gray' } as const;

/**
 * A Swiss stage: the table (record W–L, Buchholz, opponents linking to their team page, advanced /
 * eliminated / playing), then the rounds, each round's matches under the record the teams brought into it.
 * Organisers pair the next round from here once every result of the current one is in.
 */
export function SwissStage({
  stage,
  fixtures,
  rows,
  teamPath,
  matchPath,
}: {
  stage: Stage;
  /** The stage's fixtures. */
  fixtures: readonly Fixture[];
  /** `GET /stage/{id}/stats` rows, when loaded. */
  rows?: readonly StandingRow[] | undefined;
  teamPath?: ((teamId: string) => string) | undefined;
  matchPath?: ((fixtureId: string) => string) | undefined;
}) {
  const { t } = useTranslation();
  const table = swissRows(stage, fixtures, rows);
  const rounds = swissRounds(fixtures);
  const teamName = (teamId: string, name: string) =>
    teamPath ? (
      <Anchor component={Link} to={teamPath(teamId)} inherit>
        {name}
      </Anchor>
    ) : (
      name
    );
  return (
    <Stack gap="md">
      {stage.canEdit && <NextRoundButton stageId={stage.id} />}
      {table.length === 0 ? (
        <Text c="dimmed">{t('competitions.swiss.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={400}>
          <Table striped aria-label={t('competitions.swiss.table', { stage: stage.name })}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th>{t('competitions.standings.team')}</Table.Th>
                <Table.Th title={t('competitions.swiss.recordLong')}>
                  {t('competitions.swiss.record')}
                </Table.Th>
                <Table.Th title={t('competitions.swiss.buchholzLong')}>
                  {t('competitions.swiss.buchholz')}
                </Table.Th>
                <Table.Th>{t('competitions.swiss.status')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('competitions.swiss.opponents')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.map((r, i) => (
                <Table.Tr key={r.teamId}>
                  <Table.Td>{i + 1}</Table.Td>
                  <Table.Td fw={500}>{teamName(r.teamId, r.teamName)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{`${r.wins}–${r.losses}`}</Table.Td>
                  <Table.Td>{r.buchholz > 0 ? `+${r.buchholz}` : r.buchholz}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {/* The whole word on a phone: the table scrolls sideways rather than cut "Advanced". */}
                    <Badge
                      size="sm"
                      variant="light"
                      color={STATUS_COLOR[r.status]}
                      styles={{ label: { overflow: 'visible' } }}
                    >
                      {t(`competitions.swiss.statuses.${r.status}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td visibleFrom="sm" fz="xs">
                    {r.opponents.map((o, k) => (
                      // No rematches in a Swiss stage: an opponent appears once.
                      <Fragment key={o.teamId}>
                        {k > 0 && ', '}
                        {teamName(o.teamId, o.teamName)}
                      </Fragment>
                    ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {[...rounds].reverse().map((round) => (
        <Stack
          key={round.round}
          gap={6}
          component="section"
          aria-label={t('competitions.fixtures.round', { round: round.round })}
        >
          <Title order={3} size="h5">
            {t('competitions.fixtures.round', { round: round.round })}
          </Title>
          {round.groups.map((group) => (
            <Stack
              key={group.record}
              gap={4}
              component="section"
              aria-label={t('competitions.swiss.group', { round: round.round, record: group.record })}
            >
              <Text size="xs" fw={700} c="dimmed" tt="uppercase">
                {t('competitions.swiss.recordGroup', { record: group.record })}
              </Text>
              {group.fixtures.map((f) => (
                <FixtureCard key={f.id} fixture={f} teamPath={teamPath} matchPath={matchPath} />
              ))}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** "Pair next round": the server's 409s said in words (a result missing, nothing left to play). */
function NextRoundButton({ stageId }: { stageId: string }) {
  const { t } = useTranslation();
  const next = useNextRound();
  const error = next.error;
  const message =
    error instanceof ApiError && error.code === 'stage.round_unfinished'
      ? t('competitions.swiss.roundUnfinished')
      : error instanceof ApiError && error.code === 'stage.complete'
        ? t('competitions.swiss.complete')
        : error
          ? toErrorMessage(error)
          : null;
  return (
    <Stack gap="xs">
      <Group>
        <Button
          leftSection={<IconPlayerTrackNext size={16} />}
          loading={next.isPending}
          onClick={() =>
            next.mutate(stageId, {
              onSuccess: (res) => notifySuccess(t('competitions.swiss.paired', { count: res.items.length })),
            })
          }
        >
          {t('competitions.swiss.nextRound')}
        </Button>
      </Group>
      {message && (
        <Alert
          color={error instanceof ApiError && error.code === 'stage.complete' ? 'blue' : 'orange'}
          role="alert"
        >
          {message}
        </Alert>
      )}
    </Stack>
  );
}
