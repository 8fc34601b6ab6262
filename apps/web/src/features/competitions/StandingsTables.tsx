import { Alert, Anchor, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { Stage, StandingRow } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFixtures, useStageStats, useStageTies } from './api.ts';
import { DoubleEliminationBracket } from './DoubleEliminationBracket.tsx';
import { KnockoutBracket } from './KnockoutBracket.tsx';
import { SwissStage } from './SwissStage.tsx';

/** Where a team's name links to (the public pages pass the team page); without it, names are plain text. */
export type TeamPathOf = (teamId: string) => string;

/**
 * Standings of every stage of a competition, in stage order: a table per group of a league or groups stage,
 * a bracket for a knockout stage. Stage names are h2: the pages showing it have their h1 and tabs, no h2.
 */
export function StandingsTables({
  champId,
  stages,
  teamPath,
  matchPath,
}: {
  champId: string;
  stages: readonly Stage[];
  teamPath?: TeamPathOf | undefined;
  /** Where a bracket's match links to; the public match page unless given. */
  matchPath?: ((fixtureId: string) => string) | undefined;
}) {
  const { t } = useTranslation();
  if (stages.length === 0) return <Text c="dimmed">{t('competitions.standings.noTableStage')}</Text>;
  return (
    <Stack gap="xl">
      {stages.map((stage) =>
        stage.type === 'swiss' || stage.type === 'double-elimination' ? (
          <FormatStage
            key={stage.id}
            champId={champId}
            stage={stage}
            showTitle={stages.length > 1}
            teamPath={teamPath}
            matchPath={matchPath}
          />
        ) : stage.type === 'knockout' ? (
          <KnockoutStage
            key={stage.id}
            champId={champId}
            stage={stage}
            showTitle={stages.length > 1}
            matchPath={matchPath}
          />
        ) : (
          <StageStandings
            key={stage.id}
            champId={champId}
            stage={stage}
            showTitle={stages.length > 1}
            teamPath={teamPath}
          />
        ),
      )}
    </Stack>
  );
}

/** A knockout stage's bracket, from the competition's fixtures (the same query as the fixtures tab). */
function KnockoutStage({
  champId,
  stage,
  showTitle,
  matchPath,
}: {
  champId: string;
  stage: Stage;
  showTitle: boolean;
  matchPath?: ((fixtureId: string) => string) | undefined;
}) {
  const fixtures = useFixtures(champId);
  // Ties say the aggregate and how a two-legged tie was decided; a one-match bracket needs none.
  const ties = useStageTies(champId, stage.id, stage.legs === 2);
  return (
    <Stack gap="md">
      {showTitle && (
        <Title order={2} size="h4">
          {stage.name}
        </Title>
      )}
      {fixtures.isPending && <Skeleton h={160} />}
      {fixtures.isError && <Alert color="red">{fixtures.error.message}</Alert>}
      {fixtures.data && (
        <KnockoutBracket
          fixtures={fixtures.data.items.filter((f) => f.stageId === stage.id)}
          stageName={stage.name}
          matchPath={matchPath}
          ties={ties.data?.items}
        />
      )}
    </Stack>
  );
}

/** A Swiss stage (table and rounds) or a double elimination (its three brackets), from the fixtures. */
function FormatStage({
  champId,
  stage,
  showTitle,
  teamPath,
  matchPath,
}: {
  champId: string;
  stage: Stage;
  showTitle: boolean;
  teamPath?: TeamPathOf | undefined;
  matchPath?: ((fixtureId: string) => string) | undefined;
}) {
  const fixtures = useFixtures(champId);
  const stats = useStageStats(champId, stage.id);
  const own = fixtures.data?.items.filter((f) => f.stageId === stage.id) ?? [];
  return (
    <Stack gap="md">
      {showTitle && (
        <Title order={2} size="h4">
          {stage.name}
        </Title>
      )}
      {fixtures.isPending && <Skeleton h={160} />}
      {fixtures.isError && <Alert color="red">{fixtures.error.message}</Alert>}
      {fixtures.data &&
        (stage.type === 'swiss' ? (
          <SwissStage
            stage={stage}
            fixtures={own}
            rows={stats.data?.items}
            teamPath={teamPath}
            matchPath={matchPath}
          />
        ) : (
          <>
            <DoubleEliminationBracket fixtures={own} stageName={stage.name} matchPath={matchPath} />
            <FinalPlaces stage={stage} rows={stats.data?.items ?? []} teamPath={teamPath} />
          </>
        ))}
    </Stack>
  );
}

/**
 * A double elimination's final places as they are decided (1, 2, 3, 4, 5–6, 7–8…: teams out in the same
 * losers round share a place); nothing while every team is still in.
 */
function FinalPlaces({
  stage,
  rows,
  teamPath,
}: {
  stage: Stage;
  rows: readonly StandingRow[];
  teamPath?: TeamPathOf | undefined;
}) {
  const { t } = useTranslation();
  const placed = rows.filter((r) => r.place != null);
  if (placed.length === 0) return null;
  const shared = (place: number) => placed.filter((r) => r.place === place).length;
  return (
    <Stack gap={4} maw={420}>
      <Title order={3} size="h5">
        {t('competitions.places.title')}
      </Title>
      <Table striped aria-label={t('competitions.places.label', { stage: stage.name })}>
        <Table.Tbody>
          {placed.map((r) => (
            <Table.Tr key={r.teamId}>
              <Table.Td w={72}>
                {shared(r.place!) > 1
                  ? t('competitions.places.range', { from: r.place, to: r.place! + shared(r.place!) - 1 })
                  : r.place}
              </Table.Td>
              <Table.Td fw={r.place === 1 ? 700 : 500}>
                {teamPath ? (
                  <Anchor component={Link} to={teamPath(r.teamId)} inherit>
                    {r.teamName}
                  </Anchor>
                ) : (
                  r.teamName
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function StageStandings({
  champId,
  stage,
  showTitle,
  teamPath,
}: {
  champId: string;
  stage: Stage;
  showTitle: boolean;
  teamPath?: TeamPathOf | undefined;
}) {
  const { t } = useTranslation();
  const stats = useStageStats(champId, stage.id);
  if (stats.isPending) return <Skeleton h={160} />;
  if (stats.isError) return <Alert color="red">{stats.error.message}</Alert>;
  const groups = new Map<string, StandingRow[]>();
  for (const row of stats.data.items) {
    const key = row.groupName ?? '';
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return (
    <Stack gap="md">
      {showTitle && (
        <Title order={2} size="h4">
          {stage.name}
        </Title>
      )}
      {stats.data.items.length === 0 && <Text c="dimmed">{t('competitions.standings.empty')}</Text>}
      {[...groups.entries()].map(([group, rows]) => (
        <StandingsTable key={group} title={group || null} rows={rows} teamPath={teamPath} />
      ))}
    </Stack>
  );
}

/** One league table; under each row that was separated from the next by a tie-break, the engine's explanation. */
export function StandingsTable({
  title,
  rows,
  teamPath,
}: {
  title: string | null;
  rows: readonly StandingRow[];
  teamPath?: TeamPathOf | undefined;
}) {
  const { t } = useTranslation();
  const explained = rows.filter((r) => r.tiebreak);
  return (
    <Stack gap={6}>
      {title && (
        <Text fw={600} size="sm">
          {title}
        </Text>
      )}
      {/* At phone width goals for/against give way, so points stay in view without scrolling. */}
      <Table.ScrollContainer minWidth={340}>
        <Table striped highlightOnHover aria-label={title ?? t('competitions.standings.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('competitions.standings.team')}</Table.Th>
              <Table.Th title={t('competitions.standings.playedLong')}>
                {t('competitions.standings.played')}
              </Table.Th>
              <Table.Th title={t('competitions.standings.wonLong')}>
                {t('competitions.standings.won')}
              </Table.Th>
              <Table.Th title={t('competitions.standings.drawnLong')}>
                {t('competitions.standings.drawn')}
              </Table.Th>
              <Table.Th title={t('competitions.standings.lostLong')}>
                {t('competitions.standings.lost')}
              </Table.Th>
              <Table.Th title={t('competitions.standings.goalsForLong')} visibleFrom="sm">
                {t('competitions.standings.goalsFor')}
              </Table.Th>
              <Table.Th title={t('competitions.standings.goalsAgainstLong')} visibleFrom="sm">
                {t('competitions.standings.goalsAgainst')}
              </Table.Th>
              <Table.Th title={t('competitions.standings.goalDifferenceLong')}>
                {t('competitions.standings.goalDifference')}
              </Table.Th>
              <Table.Th title={t('competitions.standings.pointsLong')}>
                {t('competitions.standings.points')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={r.teamId}>
                <Table.Td>{r.pos}</Table.Td>
                <Table.Td fw={500}>
                  {teamPath ? (
                    <Anchor component={Link} to={teamPath(r.teamId)} inherit>
                      {r.teamName}
                    </Anchor>
                  ) : (
                    r.teamName
                  )}
                  {r.tiebreak ? <sup aria-hidden> *</sup> : null}
                  {r.note ? (
                    <Text size="xs" c="red.7" fw={400}>
                      {r.note}
                    </Text>
                  ) : null}
                </Table.Td>
                <Table.Td>{r.played}</Table.Td>
                <Table.Td>{r.won}</Table.Td>
                <Table.Td>{r.drawn}</Table.Td>
                <Table.Td>{r.lost}</Table.Td>
                <Table.Td visibleFrom="sm">{r.goalsFor}</Table.Td>
                <Table.Td visibleFrom="sm">{r.goalsAgainst}</Table.Td>
                <Table.Td>{r.goalDifference > 0 ? `+${r.goalDifference}` : r.goalDifference}</Table.Td>
                <Table.Td fw={700}>{r.points}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {explained.length > 0 && (
        <Stack gap={2} aria-label={t('competitions.standings.tiebreaks')}>
          {explained.map((r) => (
            <Text key={r.teamId} size="xs" c="dimmed">
              * {r.teamName}: {r.tiebreak}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
