import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTeamTotals } from './api.ts';

const FORM_COLOR = { W: 'green', D: 'gray', L: 'red' } as const;

/**
 * A team's totals over every competition it plays in (`GET /teams/{id}/totalstats`): record, goals, form and
 * biggest win. Says nothing when the totals cannot be read (the rest of the page still works).
 */
export function TeamTotalsCard({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const totals = useTeamTotals(teamId);
  if (totals.isPending) return <Skeleton h={96} />;
  if (totals.isError) return null;
  const s = totals.data;
  const figures = [
    ['played', s.played],
    ['won', s.won],
    ['drawn', s.drawn],
    ['lost', s.lost],
    ['goals', `${s.goalsFor}–${s.goalsAgainst}`],
    ['cleanSheets', s.cleanSheets],
  ] as const;
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-labelledby="team-totals">
      <Stack gap="xs">
        <Title order={2} size="h5" id="team-totals">
          {t('teams.totals.title')}
        </Title>
        {s.played === 0 ? (
          <Text size="sm" c="dimmed">
            {t('teams.totals.none')}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
              {figures.map(([key, value]) => (
                <div key={key}>
                  <Text size="xs" c="dimmed">
                    {t(`teams.totals.${key}`)}
                  </Text>
                  <Text fw={700}>{value}</Text>
                </div>
              ))}
            </SimpleGrid>
            <Group gap={4} aria-label={t('teams.totals.form')}>
              <Text size="xs" c="dimmed" mr={4}>
                {t('teams.totals.form')}
              </Text>
              {s.form.map((letter, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the form is a fixed sequence of results
                <Badge key={index} size="sm" color={FORM_COLOR[letter]} variant="filled">
                  {letter}
                </Badge>
              ))}
            </Group>
            {s.biggestWin && (
              <Text size="sm">
                {t('teams.totals.biggestWin', {
                  score: `${s.biggestWin.goalsFor}–${s.biggestWin.goalsAgainst}`,
                  opponent: s.biggestWin.opponent.name,
                })}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
