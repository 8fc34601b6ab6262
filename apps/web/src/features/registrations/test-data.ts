// Contract-shaped answers for the registration components' tests (the client validates every response).
import type { Invitation, PlayerTeamRequest, RegistrationSettings, TeamRequest } from '@matchday/contracts';

export const CHAMP = '00000000-0000-4000-8000-0000000000c1';
export const TEAM = '00000000-0000-4000-8000-0000000000b1';
export const PLAYER = '00000000-0000-4000-8000-0000000000a1';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const common = {
  senderId: 'u2',
  senderName: 'Tom Owner',
  reason: null,
  decidedBy: null,
  decidedByName: null,
  decidedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  direction: 'received' as const,
  canDecide: true,
  canWithdraw: false,
};

export function toSettings(overrides: Partial<RegistrationSettings> = {}): RegistrationSettings {
  return {
    champId: CHAMP,
    registrationOpen: true,
    registrationDeadline: null,
    maxTeams: null,
    entryFee: null,
    teamCount: 3,
    isAcceptingRequests: true,
    ...overrides,
  };
}

export function toTeamRequest(overrides: Partial<TeamRequest> = {}): TeamRequest {
  return {
    ...common,
    id: uuid(901),
    status: 'pending',
    kind: 'team',
    champId: CHAMP,
    champName: 'Spring Cup',
    leagueId: uuid(700),
    leagueName: 'City League',
    teamId: TEAM,
    teamName: 'Lions FC',
    teamLogo: null,
    teamOwnerId: 'u2',
    teamOwnerName: 'Tom Owner',
    entryFee: { amount: 2500, currency: 'EUR' },
    paid: false,
    paidAt: null,
    paidBy: null,
    paymentReference: null,
    ...overrides,
  };
}

export function toPlayerRequest(overrides: Partial<PlayerTeamRequest> = {}): PlayerTeamRequest {
  return {
    ...common,
    id: uuid(801),
    status: 'pending',
    kind: 'player',
    isSentByUser: true,
    userId: 'u2',
    userName: 'Tom Owner',
    playerId: PLAYER,
    playerName: 'Ada Striker',
    teamId: TEAM,
    teamName: 'Lions FC',
    teamLogo: null,
    teamOwnerId: 'u1',
    teamOwnerName: 'Ada',
    sportKindId: 'football',
    startDate: '2026-12-01',
    endDate: '2027-06-30',
    isWithinOneYear: true,
    dateWarning: null,
    rosterEntryId: null,
    ...overrides,
  };
}

export function toInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    ...common,
    id: uuid(601),
    status: 'pending',
    direction: 'sent',
    canDecide: false,
    canWithdraw: true,
    senderId: 'u1',
    senderName: 'Ada',
    kind: 'team',
    champId: CHAMP,
    champName: 'Spring Cup',
    leagueId: uuid(700),
    leagueName: 'City League',
    teamId: null,
    teamName: null,
    teamLogo: null,
    playerId: null,
    playerName: null,
    sportKindId: 'football',
    inviteeUserId: null,
    inviteeName: null,
    inviteeEmail: 'coach@example.com',
    message: null,
    startDate: null,
    endDate: null,
    expiresAt: '2026-12-04T10:00:00.000Z',
    ...overrides,
  };
}

export const paged = <T>(items: T[]) => ({ items, totalItems: items.length, pageIndex: 0, pageSize: 20 });
