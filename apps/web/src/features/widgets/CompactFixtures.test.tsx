import { MantineProvider } from '@mantine/core';
import type { Fixture } from '@matchday/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CompactFixtures, type FixtureListKind } from './CompactFixtures.tsx';
import { aFixture, id } from './test-data.ts';

function show(fixtures: Fixture[], kind: FixtureListKind) {
  render(
    <MantineProvider env="test">
      <MemoryRouter>
        <CompactFixtures fixtures={fixtures} kind={kind} external={false} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const finished = { status: 'finished' } as const;

describe('CompactFixtures', () => {
  it('shows a shoot-out beside the level score, as the match page does', () => {
    show(
      [
        aFixture(1, { ...finished, homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3 }),
        aFixture(2, { ...finished, homeScore: 2, awayScore: 0 }),
      ],
      'results',
    );
    // Newest first: round 2's result, then round 1's shoot-out.
    const [plain, shootOut] = screen.getAllByTestId('compact-fixture');
    expect(shootOut).toHaveTextContent('Lions1 – 1 (4–3 pens)Tigers');
    expect(plain).toHaveTextContent('Lions2 – 0Tigers');
    expect(plain).not.toHaveTextContent('pens');
  });

  it('names each match link by what it shows first, then where it leads (WCAG 2.5.3, label in name)', () => {
    show(
      [aFixture(1, { ...finished, homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3 })],
      'results',
    );
    const link = screen.getByRole('link', { name: '1 – 1 (4–3 pens), match page: Lions – Tigers' });
    expect(link).toHaveAttribute('href', `/observe/match-center/${id(101)}`);
    expect(link.getAttribute('aria-label')?.startsWith(link.textContent ?? '-')).toBe(true);
  });

  it('names a match still to be played by its "vs"', () => {
    show([aFixture(1)], 'fixtures');
    const link = screen.getByRole('link', { name: 'vs, match page: Lions – Tigers' });
    expect(link).toHaveTextContent('vs');
  });
});
