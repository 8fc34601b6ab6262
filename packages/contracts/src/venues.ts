import { Permission } from '@matchday/domain';
import { z } from 'zod';
import { FixtureStatus, RefereeRole } from './fixtures.ts';
import { DeletedResult, Id, IdParams, KeywordPagingQuery, PagingQuery, pagedOf } from './paging.ts';
import { Access, defineRoutes } from './route.ts';
import { MediaRef, nameText, text } from './strings.ts';

/** What a venue's playing surface is. */
export const VENUE_SURFACES = ['grass', 'artificial', 'indoor', 'hard', 'clay', 'sand', 'other'] as const;
export const VenueSurface = z.enum(VENUE_SURFACES);
export type VenueSurface = z.infer<typeof VenueSurface>;

/** `HH:MM` in UTC, as the scheduler's `kickoffTime`; `24:00` ends a window at midnight. */
const ClockTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use HH:MM');
const AvailabilityDate = z.iso.date();

/** Open every week on `day` (ISO: 1 Monday … 7 Sunday) from `from` to `to`. */
export const WeeklyWindow = z
  .object({ day: z.number().int().min(1).max(7), from: ClockTime, to: ClockTime })
  .refine((w) => w.from < w.to, { message: 'from must be before to', path: ['to'] });
/** Open on one date from `from` to `to` (added to the weekly windows). */
export const DatedWindow = z
  .object({ date: AvailabilityDate, from: ClockTime, to: ClockTime })
  .refine((w) => w.from < w.to, { message: 'from must be before to', path: ['to'] });
/** Closed all day from `from` to `to` (both included), whatever the windows say: the ground is taken. */
export const VenueClosure = z
  .object({ from: AvailabilityDate, to: AvailabilityDate, note: text(200).trim().nullish() })
  .refine((c) => c.from <= c.to, { message: 'from must not be after to', path: ['to'] });

/**
 * When a venue can host a match (issue 28), in UTC. A match fits when it starts and ends (kick-off + the sport's
 * duration) inside one open window of its date — a weekly one of its weekday or a dated one — and its date is not
 * in a closure. No windows at all (both lists empty) means open any time except the closures. A venue without
 * availability (`null`) is open any time. The scheduler's venue placement and replay options keep to it; moving
 * a fixture by hand (`PUT /fixture/{id}`) does not check it.
 */
export const VenueAvailability = z.object({
  weekly: z.array(WeeklyWindow).max(100),
  dates: z.array(DatedWindow).max(1000),
  closed: z.array(VenueClosure).max(1000),
});
export type VenueAvailability = z.infer<typeof VenueAvailability>;

/** As `VenueAvailability`; a list left out is empty. */
export const VenueAvailabilityInput = z.object({
  weekly: z.array(WeeklyWindow).max(100).optional(),
  dates: z.array(DatedWindow).max(1000).optional(),
  closed: z.array(VenueClosure).max(1000).optional(),
});
export type VenueAvailabilityInput = z.infer<typeof VenueAvailabilityInput>;

export const CreateVenueBody = z.object({
  name: nameText(120),
  address: text(300).trim().nullish(),
  city: text(120).trim().nullish(),
  country: text(120).trim().nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  surface: VenueSurface.nullish(),
  capacity: z.number().int().min(0).max(10_000_000).nullish(),
  /** A media id (see the spec's media rule), e.g. `images/<uuid>.webp` from `POST /image`. */
  photo: MediaRef.nullish(),
  /** When the venue can host matches (issue 28); null: any time. */
  availability: VenueAvailabilityInput.nullish(),
});
export type CreateVenueBody = z.infer<typeof CreateVenueBody>;

export const UpdateVenueBody = CreateVenueBody.partial();
export type UpdateVenueBody = z.infer<typeof UpdateVenueBody>;

export const Venue = z.object({
  id: Id,
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  surface: VenueSurface.nullable(),
  capacity: z.number().int().nullable(),
  photo: z.string().nullable(),
  /** When the venue can host matches; null: any time. */
  availability: VenueAvailability.nullable(),
  ownerId: z.string(),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** On a competition's venue list: whether the organiser listed it (else only its fixtures are there). */
  listedByChamp: z.boolean().optional(),
  /** Fixtures still to come at the venue (on reads of one venue). */
  upcomingFixtureCount: z.number().int().optional(),
});
export type Venue = z.infer<typeof Venue>;

export const VenueList = pagedOf(Venue);

/** A competition's own venues, in the order the generator fills them. */
export const SetChampVenuesBody = z.object({
  venueIds: z
    .array(Id)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'A venue is listed twice'),
});
export type SetChampVenuesBody = z.infer<typeof SetChampVenuesBody>;
export type VenueList = z.infer<typeof VenueList>;

/** `keyword` matches anywhere in the name or city, case-insensitive. */
export const VenueListQuery = KeywordPagingQuery;
export type VenueListQuery = z.infer<typeof VenueListQuery>;

export const CreateRefereeBody = z.object({
  name: nameText(120),
  photo: MediaRef.nullish(),
  /** Free text: `FIFA`, `National`, `Regional`… */
  grade: text(60).trim().nullish(),
  email: z.email().max(254).nullish(),
  phone: text(40).trim().nullish(),
});
export type CreateRefereeBody = z.infer<typeof CreateRefereeBody>;

export const UpdateRefereeBody = CreateRefereeBody.partial();
export type UpdateRefereeBody = z.infer<typeof UpdateRefereeBody>;

export const RefereeContact = z.object({ email: z.string().nullable(), phone: z.string().nullable() });
export type RefereeContact = z.infer<typeof RefereeContact>;

export const Referee = z.object({
  id: Id,
  name: z.string(),
  photo: z.string().nullable(),
  grade: z.string().nullable(),
  ownerId: z.string(),
  canEdit: z.boolean(),
  /**
   * Private: only whoever may edit the referee (its owner, SystemAdmin) sees it, wherever the referee shows up;
   * null for everyone else, the organisers of the fixtures the referee is assigned to included.
   */
  contact: RefereeContact.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Referee = z.infer<typeof Referee>;

export const RefereeList = pagedOf(Referee);
export type RefereeList = z.infer<typeof RefereeList>;

export const RefereeListQuery = KeywordPagingQuery;
export type RefereeListQuery = z.infer<typeof RefereeListQuery>;

/** A fixture at a venue or officiated by a referee, as the sub-lists show it. */
export const AssignedFixture = z.object({
  id: Id,
  champId: Id,
  champName: z.string(),
  homeTeamName: z.string().nullable(),
  awayTeamName: z.string().nullable(),
  startsAt: z.string().nullable(),
  status: FixtureStatus,
  venueId: Id.nullable(),
  venueName: z.string().nullable(),
  /** On a referee's list: the role they hold in it. */
  role: RefereeRole.optional(),
});
export type AssignedFixture = z.infer<typeof AssignedFixture>;

export const AssignedFixtureList = pagedOf(AssignedFixture);
export type AssignedFixtureList = z.infer<typeof AssignedFixtureList>;

/** Upcoming fixtures first (soonest first), then past ones (latest first), then those without a date. */
export const AssignedFixtureQuery = PagingQuery;

const venueTags = ['venues'];
const refereeTags = ['referees'];
const byId = { params: IdParams };

/** Venues (spec §7 "Venues and referees"). */
export const venueRoutes = defineRoutes({
  listVenues: {
    method: 'GET',
    path: '/api/venues',
    summary: 'List venues',
    tags: venueTags,
    access: Access.public,
    query: VenueListQuery,
    response: VenueList,
  },
  createVenue: {
    method: 'POST',
    path: '/api/venues',
    summary: 'Create a venue owned by the caller',
    tags: venueTags,
    access: Access.signedIn,
    body: CreateVenueBody,
    status: 201,
    response: Venue,
  },
  getVenue: {
    method: 'GET',
    path: '/api/venues/:id',
    summary: 'A venue',
    tags: venueTags,
    access: Access.public,
    ...byId,
    response: Venue,
  },
  updateVenue: {
    method: 'PUT',
    path: '/api/venues/:id',
    summary: 'Update a venue',
    tags: venueTags,
    access: Access.permission(Permission.VenueEdit, 'params.id'),
    ...byId,
    body: UpdateVenueBody,
    response: Venue,
  },
  deleteVenue: {
    method: 'DELETE',
    path: '/api/venues/:id',
    summary: 'Delete a venue (its owner or SystemAdmin), taking it off the fixtures played at it',
    description:
      'The fixtures played at it, of any competition, keep going without a venue (`venueId: null`); in one ' +
      'transaction with the delete.',
    tags: venueTags,
    access: Access.permission(Permission.VenueEdit, 'params.id'),
    ...byId,
    response: DeletedResult,
  },
  listVenueFixtures: {
    method: 'GET',
    path: '/api/venues/:id/fixtures',
    summary: 'The fixtures played at a venue, upcoming first',
    tags: venueTags,
    access: Access.public,
    ...byId,
    query: AssignedFixtureQuery,
    response: AssignedFixtureList,
  },
  listChampVenues: {
    method: 'GET',
    path: '/api/champs/:id/venues',
    summary: "A competition's venues: its own list (in order), then the other venues its fixtures are at",
    tags: venueTags,
    access: Access.public,
    ...byId,
    query: PagingQuery,
    response: VenueList,
  },
  setChampVenues: {
    method: 'PUT',
    path: '/api/champs/:id/venues',
    summary: "Set a competition's own venue list (the fixture generator spreads stages over it)",
    description: 'An unknown venue id is a 400 naming `venueIds.{index}`.',
    tags: venueTags,
    access: Access.permission(Permission.ChampEdit, 'params.id'),
    ...byId,
    body: SetChampVenuesBody,
    response: VenueList,
  },
});

/** Referees (spec §7 "Venues and referees"). */
export const refereeRoutes = defineRoutes({
  listReferees: {
    method: 'GET',
    path: '/api/referees',
    summary: 'List referees',
    tags: refereeTags,
    access: Access.public,
    query: RefereeListQuery,
    response: RefereeList,
  },
  createReferee: {
    method: 'POST',
    path: '/api/referees',
    summary: 'Create a referee owned by the caller',
    tags: refereeTags,
    access: Access.signedIn,
    body: CreateRefereeBody,
    status: 201,
    response: Referee,
  },
  getReferee: {
    method: 'GET',
    path: '/api/referees/:id',
    summary: 'A referee (contact only for those who may edit them: its owner and SystemAdmin)',
    tags: refereeTags,
    access: Access.public,
    ...byId,
    response: Referee,
  },
  updateReferee: {
    method: 'PUT',
    path: '/api/referees/:id',
    summary: 'Update a referee',
    tags: refereeTags,
    access: Access.permission(Permission.RefereeEdit, 'params.id'),
    ...byId,
    body: UpdateRefereeBody,
    response: Referee,
  },
  deleteReferee: {
    method: 'DELETE',
    path: '/api/referees/:id',
    summary: 'Delete a referee (its owner or SystemAdmin), taking them off the fixtures they officiate',
    description:
      'The fixtures they officiate, of any competition, keep their other officials; in one transaction with ' +
      'the delete.',
    tags: refereeTags,
    access: Access.permission(Permission.RefereeEdit, 'params.id'),
    ...byId,
    response: DeletedResult,
  },
  listRefereeFixtures: {
    method: 'GET',
    path: '/api/referees/:id/fixtures',
    summary: 'The fixtures a referee officiates, upcoming first',
    tags: refereeTags,
    access: Access.public,
    ...byId,
    query: AssignedFixtureQuery,
    response: AssignedFixtureList,
  },
  listChampReferees: {
    method: 'GET',
    path: '/api/champs/:id/referees',
    summary: "The referees of a competition's fixtures",
    tags: refereeTags,
    access: Access.public,
    ...byId,
    query: PagingQuery,
    response: RefereeList,
  },
});
