import { Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { Stage, StandingRow } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { toObserveCompetitionPath, toObserveTeamPath } from '../../lib/observe-links.ts';
import { useStageStats } from '../competitions/index.ts';
import { WidgetLink } from './WidgetLink.tsx';

/**
 * A competition's tables in few columns (position, team, played, goal difference, points): a widget's and a
 * league site's front page. A knockout stage links to its bracket on the competition page.
 */
export function CompactStandings({
  champId,
  stages,
  external,
}: {
  champId: string;
  stages: readonly Stage[];
  external: boolean;
}) {
  const { t } = useTranslation();
  if (stages.length === 0) return <Text c="dimmed">{t('widgets.noStandings')}</Text>;
  return (
    <Stack gap="md">
      {stages.map((stage) =>
        stage.type === 'knockout' ? (
          <Text key={stage.id} size="sm">
            <WidgetLink to={`${toObserveCompetitionPath(champId)}?tabs=standings`} external={external}>
              {t('widgets.knockout', { stage: stage.name })}
            </WidgetLink>
          </Text>
        ) : (
          <StageTables
            key={stage.id}
            champId={champId}
            stage={stage}
            showTitle={stages.length > 1}
            external={external}
          />
        ),
      )}
    </Stack>
  );
}

function StageTables({
  champId,
  stage,
  showTitle,
  external,
}: {
  champId: string;
  stage: Stage;
  showTitle: boolean;
  external: boolean;
}) {
  const { t } = useTranslation();
  const stats = useStageStats(champId, stage.id);
  if (stats.isPending) return <Skeleton h={120} />;
  if (stats.isError || stats.data.items.length === 0) {
    return <Text c="dimmed">{t('widgets.noStandings')}</Text>;
  }
  const groups = new Map<string, StandingRow[]>();
  for (const row of stats.data.items) {
    const key = row.groupName ?? '';
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return (
    <Stack gap="sm">
      {[...groups.entries()].map(([group, rows]) => {
        const title = [showTitle ? stage.name : '', group].filter(Boolean).join(' · ');
        return (
          <section key={group} aria-label={title || stage.name}>
            {title && (
              <Title order={3} size="h6" mb={4}>
                {title}
              </Title>
            )}
            <Table striped highlightOnHover verticalSpacing={4} horizontalSpacing={6} fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={28}>{t('widgets.columns.pos')}</Table.Th>
                  <Table.Th>{t('widgets.columns.team')}</Table.Th>
                  <Table.Th ta="right" title={t('widgets.columnTitles.played')}>
                    {t('widgets.columns.played')}
                  </Table.Th>
                  <Table.Th ta="right" title={t('widgets.columnTitles.goalDifference')}>
                    {t('widgets.columns.goalDifference')}
                  </Table.Th>
                  <Table.Th ta="right" title={t('widgets.columnTitles.points')}>
                    {t('widgets.columns.points')}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...rows]
                  .sort((a, b) => a.pos - b.pos)
                  .map((row) => (
                    <Table.Tr key={row.teamId}>
                      <Table.Td>{row.pos}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        <WidgetLink to={toObserveTeamPath(row.teamId)} external={external} inherit>
                          {row.teamName}
                        </WidgetLink>
                      </Table.Td>
                      <Table.Td ta="right">{row.played}</Table.Td>
                      <Table.Td ta="right">
                        {row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}
                      </Table.Td>
                      <Table.Td ta="right" fw={700}>
                        {row.points}
                      </Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </section>
        );
      })}
    </Stack>
  );
}
