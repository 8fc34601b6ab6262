import { Box, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toObserveMatchPath } from '../../lib/match-links.ts';
import classes from './KnockoutBracket.module.css';
import { type BracketColumn, BracketColumns, toSlots } from './KnockoutBracket.tsx';

const BRACKETS = ['winners', 'losers', 'grandFinal'] as const;
type Part = (typeof BRACKETS)[number];

/** A bracket's fixtures by round, in round order. */
function roundsOf(fixtures: readonly Fixture[], part: Part): [number, Fixture[]][] {
  const byRound = new Map<number, Fixture[]>();
  for (const f of fixtures) {
    if (f.bracket !== part) continue;
    byRound.set(f.round, [...(byRound.get(f.round) ?? []), f]);
  }
  return [...byRound.entries()].sort(([a], [b]) => a - b);
}

/** The columns of one part: rounds named from the bracket (WB final, LB round 2, Reset (if needed)). */
export function toColumns(t: TFunction, fixtures: readonly Fixture[], part: Part): BracketColumn[] {
  const rounds = roundsOf(fixtures, part);
  return rounds.map(([round, items], i) => {
    const next = rounds[i + 1]?.[1];
    const last = i === rounds.length - 1;
    const name =
      part === 'grandFinal'
        ? round === 1
          ? t('match.doubleElimination.grandFinal')
          : t('match.doubleElimination.reset')
        : part === 'winners'
          ? last
            ? t('match.doubleElimination.winnersFinal')
            : t('match.doubleElimination.winnersRound', { round })
          : last
            ? t('match.doubleElimination.losersFinal')
            : t('match.doubleElimination.losersRound', { round });
    // The reset is called off when the winners-bracket champion takes the grand final (cancelled).
    const notNeeded = part === 'grandFinal' && round > 1 && items.every((f) => f.status === 'cancelled');
    return {
      key: `${part}-${round}`,
      name,
      slots: toSlots(items),
      // A losers round that keeps its number of matches takes the winners-bracket losers: straight lines.
      straight: part === 'grandFinal' || (next !== undefined && next.length === items.length),
      note: notNeeded ? t('match.doubleElimination.resetNotNeeded') : undefined,
    };
  });
}

/**
 * A double-elimination stage: the winners bracket, the losers bracket and the grand final (with its reset
 * "if needed", greyed when not needed). On a desktop the three stand one under the other, each a row of
 * round columns; on a phone a segmented control shows one at a time (its rounds scroll sideways).
 */
export function DoubleEliminationBracket({
  fixtures,
  stageName,
  matchPath = toObserveMatchPath,
}: {
  fixtures: readonly Fixture[];
  stageName: string;
  matchPath?: ((fixtureId: string) => string) | undefined;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Part>('winners');
  if (fixtures.length === 0) return <Text c="dimmed">{t('match.bracket.empty')}</Text>;
  const parts = BRACKETS.filter((part) => fixtures.some((f) => f.bracket === part));
  return (
    <Stack gap="md">
      <Box hiddenFrom="md">
        <SegmentedControl
          fullWidth
          aria-label={t('match.doubleElimination.bracketPicker')}
          data={parts.map((part) => ({ value: part, label: t(`match.doubleElimination.${part}`) }))}
          value={shown}
          onChange={(v) => setShown(v as Part)}
        />
      </Box>
      {parts.map((part) => {
        const title = t(`match.doubleElimination.${part}`);
        return (
          <Stack
            key={part}
            gap={6}
            component="section"
            aria-label={title}
            className={classes.part}
            data-shown={part === shown || undefined}
          >
            <Title order={3} size="h5">
              {title}
            </Title>
            <BracketColumns
              label={`${title}: ${stageName}`}
              matchPath={matchPath}
              columns={toColumns(t, fixtures, part)}
            />
          </Stack>
        );
      })}
    </Stack>
  );
}
