import type { FixtureReferee, UpdateFixtureBody } from '@matchday/contracts';

/** The four officials' places on the match sheet, in the contract's order of plain referee ids. */
export const OFFICIAL_SLOTS = ['main', 'assistant1', 'assistant2', 'fourth'] as const;
export type OfficialSlot = (typeof OFFICIAL_SLOTS)[number];
export type OfficialSlots = Record<OfficialSlot, string | null>;

const ROLE_OF_SLOT = {
  main: 'main',
  assistant1: 'assistant',
  assistant2: 'assistant',
  fourth: 'fourth',
} as const satisfies Record<OfficialSlot, FixtureReferee['role']>;

/** A fixture's officials in the sheet's four places: the first two assistants fill the assistants' places. */
export function toOfficialSlots(referees: readonly FixtureReferee[]): OfficialSlots {
  const assistants = referees.filter((r) => r.role === 'assistant');
  return {
    main: referees.find((r) => r.role === 'main')?.id ?? null,
    assistant1: assistants[0]?.id ?? null,
    assistant2: assistants[1]?.id ?? null,
    fourth: referees.find((r) => r.role === 'fourth')?.id ?? null,
  };
}

/**
 * `refereeIds` of `PUT /fixture/{id}`: plain ids when the places are filled in order (main, assistants,
 * fourth — the contract reads the position as the role), `{ refereeId, role }` when a place is left empty
 * before a filled one (a fourth official without assistants), since positions would then shift roles.
 */
export function toRefereeIds(slots: OfficialSlots): NonNullable<UpdateFixtureBody['refereeIds']> {
  const filled = OFFICIAL_SLOTS.filter((slot) => slots[slot] !== null);
  const inOrder = filled.every((slot, index) => slot === OFFICIAL_SLOTS[index]);
  if (inOrder) return filled.map((slot) => slots[slot] as string);
  return filled.map((slot) => ({ refereeId: slots[slot] as string, role: ROLE_OF_SLOT[slot] }));
}
