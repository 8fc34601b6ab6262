import { Box } from '@mantine/core';
import type { MatchEventTypeName } from '@matchday/contracts';
import {
  IconArrowsExchange,
  IconBallFootball,
  IconBallFootballOff,
  IconCircleCheck,
  IconCircleX,
} from '@tabler/icons-react';

/** A card as a small upright rectangle, the way match reports draw them. */
function Card({ colour, offset = 0 }: { colour: string; offset?: number }) {
  return (
    <Box
      component="span"
      style={{
        display: 'inline-block',
        width: 10,
        height: 14,
        borderRadius: 2,
        background: colour,
        position: offset ? 'absolute' : 'static',
        left: offset,
        top: offset ? 2 : 0,
      }}
    />
  );
}

/**
 * The icon of a match event (goal, card, substitution, shoot-out kick). Decorative: the event's name is
 * always written next to it (or given as `label` to screen readers).
 */
export function EventIcon({
  type,
  size = 18,
  label,
}: {
  type: MatchEventTypeName;
  size?: number;
  label?: string;
}) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const icon = (() => {
    switch (type) {
      case 'goal':
      case 'penaltyGoal':
        return <IconBallFootball size={size} color="var(--mantine-color-green-7)" />;
      case 'ownGoal':
        return <IconBallFootball size={size} color="var(--mantine-color-red-7)" />;
      case 'missedPenalty':
        return <IconBallFootballOff size={size} color="var(--mantine-color-gray-6)" />;
      case 'yellowCard':
        return <Card colour="var(--mantine-color-yellow-5)" />;
      case 'redCard':
        return <Card colour="var(--mantine-color-red-7)" />;
      case 'secondYellow':
        return (
          <Box component="span" pos="relative" style={{ display: 'inline-block', width: 14, height: 16 }}>
            <Card colour="var(--mantine-color-yellow-5)" />
            <Card colour="var(--mantine-color-red-7)" offset={4} />
          </Box>
        );
      case 'substitution':
        return <IconArrowsExchange size={size} color="var(--mantine-color-blue-7)" />;
      case 'shootoutScored':
        return <IconCircleCheck size={size} color="var(--mantine-color-green-7)" />;
      case 'shootoutMissed':
        return <IconCircleX size={size} color="var(--mantine-color-red-7)" />;
    }
  })();
  return (
    <Box
      component="span"
      {...a11y}
      style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', minWidth: size }}
    >
      {icon}
    </Box>
  );
}
