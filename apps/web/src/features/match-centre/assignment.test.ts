import { describe, expect, it } from 'vitest';
import { toOfficialSlots, toRefereeIds } from './assignment.ts';

const [A, B, C, D] = ['a', 'b', 'c', 'd'].map((x) => `00000000-0000-4000-8000-00000000000${x}`) as [
  string,
  string,
  string,
  string,
];

describe('toRefereeIds', () => {
  it.each([
    ['every place filled', { main: A, assistant1: B, assistant2: C, fourth: D }, [A, B, C, D]],
    ['the first places filled', { main: A, assistant1: B, assistant2: null, fourth: null }, [A, B]],
    ['nobody', { main: null, assistant1: null, assistant2: null, fourth: null }, []],
  ])('sends plain ids in order with %s', (_, slots, expected) => {
    expect(toRefereeIds(slots)).toEqual(expected);
  });

  it('names the roles when a place before a filled one is empty, so positions do not shift roles', () => {
    expect(toRefereeIds({ main: A, assistant1: null, assistant2: null, fourth: D })).toEqual([
      { refereeId: A, role: 'main' },
      { refereeId: D, role: 'fourth' },
    ]);
  });
});

describe('toOfficialSlots', () => {
  it('puts the first two assistants in the assistants’ places', () => {
    expect(
      toOfficialSlots([
        { id: D, name: 'D', role: 'fourth' },
        { id: B, name: 'B', role: 'assistant' },
        { id: A, name: 'A', role: 'main' },
        { id: C, name: 'C', role: 'assistant' },
      ]),
    ).toEqual({ main: A, assistant1: B, assistant2: C, fourth: D });
  });
});
