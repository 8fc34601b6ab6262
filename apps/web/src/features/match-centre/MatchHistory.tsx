import { Anchor, Card, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ResultChange, StoredResult } from '@matchday/contracts';
import { IconEdit, IconPencilPlus, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDisplayTimeZone } from '../../lib/display-time-zone.tsx';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import { toUserProfilePath } from '../../lib/observe-links.ts';
import { formatDateTime } from '../../lib/relative-time.ts';
import { useFixtureHistory, useFixturesById } from './api.ts';

/**
 * The result's history on the match page (issue 27, item 4): who entered it, who corrected it and when, from
 * what to what and why, and the later matches a correction reset. Public, as the results are (ADR 0031). Shows
 * nothing before the first result.
 */
export function MatchHistory({ fixtureId }: { fixtureId: string }) {
  const { t } = useTranslation();
  const history = useFixtureHistory(fixtureId);
  const items = history.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="result-history-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="result-history-title">
          {t('match.history.title')}
        </Title>
        {/* A list for assistive technology: Mantine's timeline is drawn with plain boxes. */}
        <Timeline bulletSize={22} lineWidth={2} active={items.length - 1} role="list">
          {[...items].reverse().map((item, i) => (
            <Timeline.Item
              // biome-ignore lint/suspicious/noArrayIndexKey: entries never move; newest first.
              key={i}
              role="listitem"
              bullet={
                item.after === null ? (
                  <IconRotate size={12} />
                ) : item.before === null ? (
                  <IconPencilPlus size={12} />
                ) : (
                  <IconEdit size={12} />
                )
              }
            >
              <HistoryEntry item={item} />
            </Timeline.Item>
          ))}
        </Timeline>
      </Stack>
    </Card>
  );
}

function HistoryEntry({ item }: { item: ResultChange }) {
  const { t } = useTranslation();
  const timeZone = useDisplayTimeZone();
  const score = (r: StoredResult) =>
    r.homePenalties !== null && r.awayPenalties !== null
      ? `${r.homeScore}–${r.awayScore} ${t('match.penaltiesShort', { home: r.homePenalties, away: r.awayPenalties })}`
      : `${r.homeScore}–${r.awayScore}`;
  const who = item.by ? (
    <Anchor component={Link} to={toUserProfilePath(item.by.id)} fw={600} size="sm">
      {item.by.name}
    </Anchor>
  ) : (
    <Text span fw={600} size="sm">
      {t('match.history.automatic')}
    </Text>
  );
  let what: string;
  if (item.after === null)
    what = t('match.history.cleared', { before: item.before ? score(item.before) : '–' });
  else if (item.before === null) what = t('match.history.entered', { after: score(item.after) });
  else what = t('match.history.corrected', { before: score(item.before), after: score(item.after) });
  return (
    <Stack gap={2}>
      <Text size="sm">
        {who} {what}
      </Text>
      <Text size="xs" c="dimmed">
        <time dateTime={item.at}>{formatDateTime(item.at, timeZone)}</time>
      </Text>
      {item.reason && (
        <Text size="sm" fs="italic">
          {item.after === null ? t('match.history.clearedReason') : `“${item.reason}”`}
        </Text>
      )}
      {item.resetFixtureIds.length > 0 && <ResetMatches fixtureIds={item.resetFixtureIds} />}
    </Stack>
  );
}

/** The later matches a correction reset, each a link to its page. */
function ResetMatches({ fixtureIds }: { fixtureIds: readonly string[] }) {
  const { t } = useTranslation();
  const fixtures = useFixturesById(fixtureIds);
  return (
    <Text size="sm">
      {t('match.history.reset', { count: fixtureIds.length })}{' '}
      {fixtures.map((query, i) => {
        const f = query.data;
        const id = fixtureIds[i]!;
        const name = f
          ? t('match.name', {
              home: f.homeTeamName ?? t('match.tbd'),
              away: f.awayTeamName ?? t('match.tbd'),
            })
          : t('match.title');
        return (
          <span key={id}>
            {i > 0 && ', '}
            <Anchor component={Link} to={toObserveMatchPath(id)} size="sm">
              {name}
            </Anchor>
          </span>
        );
      })}
    </Text>
  );
}
