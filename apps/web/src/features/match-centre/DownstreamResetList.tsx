import { List, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFixturesById } from './api.ts';

/**
 * The later matches a correction would reset, each as "Stage, round 2: Lions FC 1–0 Tigers": shown in the
 * confirmation the organiser answers before `PUT /fixture/{id}/score?reset=downstream`. Plain text, not links:
 * the dialog is a question to answer, not a place to leave.
 */
export function DownstreamResetList({ fixtureIds }: { fixtureIds: readonly string[] }) {
  const { t } = useTranslation();
  const fixtures = useFixturesById(fixtureIds);
  return (
    <List size="sm" spacing={4} aria-label={t('matchAdmin.score.resetTitle')}>
      {fixtures.map((query, i) => {
        const f = query.data;
        return (
          <List.Item key={fixtureIds[i]}>
            {f ? (
              <Text size="sm" fw={500} span>
                {t('matchAdmin.score.resetMatch', {
                  stage: f.stageName,
                  round: f.round,
                  home: f.homeTeamName ?? t('matchAdmin.tbd'),
                  away: f.awayTeamName ?? t('matchAdmin.tbd'),
                  score: f.homeScore !== null && f.awayScore !== null ? `${f.homeScore}–${f.awayScore}` : '–',
                })}
              </Text>
            ) : query.isError ? (
              <Text size="sm" span>
                {fixtureIds[i]}
              </Text>
            ) : (
              <Loader size="xs" aria-label={t('matchAdmin.score.resetLoading')} />
            )}
          </List.Item>
        );
      })}
    </List>
  );
}
