import { Alert, Anchor, Badge, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { FixturePreview, TeamPreview } from '@matchday/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { formatInstant } from '../../lib/zoned-time.ts';
import { useFixturePreview } from './api.ts';

type Paths = {
  matchPath: (fixtureId: string) => string;
  teamPath: (teamId: string) => string;
  playerPath: (playerId: string) => string;
};

const resultColour = { W: 'green', D: 'gray', L: 'red' } as const;

/**
 * Before kick-off (`GET /teams/preview/fixture/{id}`): each side's last five results as W/D/L chips (each a
 * link to that match), the head-to-head record with the earlier meetings, and each side's top scorers in
 * this competition.
 */
export function MatchPreview({ fixtureId, ...paths }: { fixtureId: string } & Paths) {
  const { t } = useTranslation();
  const preview = useFixturePreview(fixtureId);
  if (preview.isPending) return <Skeleton h={200} aria-label={t('match.preview.loading')} />;
  if (preview.isError) return <Alert color="red">{t('match.preview.failed')}</Alert>;
  const p = preview.data;
  return (
    <Stack gap="xl" aria-label={t('match.preview.label')}>
      <Stack gap="sm" component="section" aria-label={t('match.preview.form')}>
        <Title order={3} size="h4">
          {t('match.preview.form')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Form team={p.home} {...paths} />
          <Form team={p.away} {...paths} />
        </SimpleGrid>
      </Stack>
      <HeadToHead preview={p} {...paths} />
      <Stack gap="sm" component="section" aria-label={t('match.preview.topScorers')}>
        <Title order={3} size="h4">
          {t('match.preview.topScorers')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TopScorers team={p.home} {...paths} />
          <TopScorers team={p.away} {...paths} />
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}

function TeamName({ team, teamPath }: { team: TeamPreview | null; teamPath: Paths['teamPath'] }) {
  const { t } = useTranslation();
  if (!team) return <Text fw={600}>{t('match.tbd')}</Text>;
  return (
    <Anchor component={Link} to={teamPath(team.teamId)} fw={600}>
      {team.teamName}
    </Anchor>
  );
}

function Form({ team, matchPath, teamPath }: { team: TeamPreview | null } & Paths) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  return (
    <Stack gap={6}>
      <TeamName team={team} teamPath={teamPath} />
      {!team || team.form.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('match.preview.noForm')}
        </Text>
      ) : (
        <Group
          gap={6}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={`${team.teamName}: ${t('match.preview.form')}`}
        >
          {team.form.map((r) => {
            const label = t('match.preview.formResult', {
              result: t(`match.preview.results.${r.result}`),
              for: r.goalsFor,
              against: r.goalsAgainst,
              opponent: r.opponentName,
            });
            return (
              <li key={r.fixtureId}>
                <Badge
                  // The hint as a title: a tooltip brought floating-ui to the match page's first load (issue 25).
                  title={
                    r.startsAt ? `${label} · ${formatInstant(r.startsAt, timeZone, 'D MMM YYYY')}` : label
                  }
                  component={Link}
                  to={matchPath(r.fixtureId)}
                  color={resultColour[r.result]}
                  variant="filled"
                  size="lg"
                  radius="sm"
                  w={32}
                  px={0}
                  aria-label={label}
                  style={{ cursor: 'pointer' }}
                >
                  {r.result}
                </Badge>
              </li>
            );
          })}
        </Group>
      )}
    </Stack>
  );
}

function HeadToHead({ preview: p, matchPath }: { preview: FixturePreview } & Paths) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const h2h = p.headToHead;
  const homeName = p.home?.teamName ?? t('match.tbd');
  const awayName = p.away?.teamName ?? t('match.tbd');
  return (
    <Stack gap="sm" component="section" aria-label={t('match.preview.headToHead')}>
      <Title order={3} size="h4">
        {t('match.preview.headToHead')}
      </Title>
      {h2h.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('match.preview.noHeadToHead')}
        </Text>
      ) : (
        <>
          <SimpleGrid cols={3} spacing="xs">
            <Figure value={h2h.homeWins} label={t('match.preview.wins', { team: homeName })} />
            <Figure value={h2h.draws} label={t('match.preview.draws')} />
            <Figure value={h2h.awayWins} label={t('match.preview.wins', { team: awayName })} />
          </SimpleGrid>
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {h2h.items.map((f) => (
              <Group key={f.id} component="li" gap="xs" wrap="nowrap" justify="space-between">
                <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {f.startsAt ? formatInstant(f.startsAt, timeZone, 'D MMM YYYY') : ''}
                </Text>
                <Anchor
                  component={Link}
                  to={matchPath(f.id)}
                  size="sm"
                  ta="right"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {`${f.homeTeamName ?? ''} ${f.homeScore ?? ''}–${f.awayScore ?? ''} ${f.awayTeamName ?? ''}`}
                </Anchor>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={800} size="xl">
        {value}
      </Text>
      <Text size="xs" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
    </Stack>
  );
}

function TopScorers({ team, teamPath, playerPath }: { team: TeamPreview | null } & Paths) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <TeamName team={team} teamPath={teamPath} />
      {!team || team.topScorers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('match.preview.noScorers')}
        </Text>
      ) : (
        <Stack gap={2} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {team.topScorers.map((s) => (
            <Group key={s.playerId} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Anchor
                component={Link}
                to={playerPath(s.playerId)}
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {s.playerName}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {t('match.preview.goals', { count: s.goals })}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
