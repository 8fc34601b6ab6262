import type { AssignedFixture, Referee, Venue } from '@matchday/contracts';

/** Canned server answers for the venue and referee tests: shapes that pass the contract's response schemas. */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const VENUE = uuid(501);
export const REFEREE = uuid(601);
export const CHAMP = uuid(701);

export const paged = <T>(items: T[], totalItems = items.length) => ({
  items,
  totalItems,
  pageIndex: 0,
  pageSize: 100,
});

export function venue(over: Partial<Venue> = {}): Venue {
  return {
    id: VENUE,
    name: 'Riverside Ground',
    address: '1 River Lane',
    city: 'Leeds',
    country: 'England',
    latitude: null,
    longitude: null,
    surface: 'grass',
    capacity: 2500,
    photo: null,
    availability: null,
    ownerId: 'u1',
    canEdit: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export function referee(over: Partial<Referee> = {}): Referee {
  return {
    id: REFEREE,
    name: 'Rita Ref',
    photo: null,
    grade: 'National',
    ownerId: 'u1',
    canEdit: true,
    contact: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export function assignedFixture(n: number, over: Partial<AssignedFixture> = {}): AssignedFixture {
  return {
    id: uuid(800 + n),
    champId: CHAMP,
    champName: 'Spring Cup',
    homeTeamName: `Home ${n}`,
    awayTeamName: `Away ${n}`,
    startsAt: '2099-05-01T18:00:00.000Z',
    status: 'scheduled',
    venueId: VENUE,
    venueName: 'Riverside Ground',
    ...over,
  };
}
