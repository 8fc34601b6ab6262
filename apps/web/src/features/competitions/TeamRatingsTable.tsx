import { Anchor, Button, Stack, Table, Text, Title } from '@mantine/core';
import type { TeamRating } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamPathOf } from './StandingsTables.tsx';

type Props = {
  /** Best first, as `/teams/rating` answers. */
  ratings: readonly TeamRating[];
  /** A competition's ratings, or a league's (carried across its competitions): the texts say which. */
  scope: 'champ' | 'league';
  teamPath: TeamPathOf;
  /** For whoever may enter results: where they are entered (the empty state's button). */
  resultsPath?: string | undefined;
};

/**
 * The teams by Elo rating (`GET /champs/{id}/teams/rating`, `/champ-leagues/{id}/teams/rating`): rank, team
 * (a link to its page), rating and matches rated. Until a result is in every team is at the starting rating,
 * which ranks nobody: the empty state says where ratings come from and, to an organiser, where to enter results.
 */
export function TeamRatingsTable({ ratings, scope, teamPath, resultsPath }: Props) {
  const { t } = useTranslation();
  if (!ratings.some((r) => r.played > 0)) {
    return (
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('competitions.ratings.emptyTitle')}
        </Title>
        <Text c="dimmed" size="sm">
          {t(
            ratings.length === 0
              ? `competitions.ratings.noTeams.${scope}`
              : `competitions.ratings.noResults.${scope}`,
          )}
        </Text>
        {resultsPath && (
          <Button component={Link} to={resultsPath} variant="light" size="xs">
            {t('competitions.ratings.enterResults')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>#</Table.Th>
            <Table.Th>{t('competitions.ratings.team')}</Table.Th>
            <Table.Th ta="right">{t('competitions.ratings.rating')}</Table.Th>
            <Table.Th ta="right">{t('competitions.ratings.played')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ratings.map((r, index) => (
            <Table.Tr key={r.teamId}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={teamPath(r.teamId)} size="sm">
                  {r.teamName}
                </Anchor>
              </Table.Td>
              <Table.Td ta="right" title={String(r.rating)}>
                {Math.round(r.rating)}
              </Table.Td>
              <Table.Td ta="right">{r.played}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {t(`competitions.ratings.explain.${scope}`)}
      </Text>
    </Stack>
  );
}
