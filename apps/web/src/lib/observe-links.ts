/** The public pages' paths (spec §2 "Observe"), one spelling for every link to them. */

export const toObserveTeamPath = (teamId: string) => `/observe/team/${teamId}`;

export const toObservePlayerPath = (playerId: string) => `/observe/player/${playerId}`;

export const toObserveCompetitionPath = (champId: string) => `/observe/competition/${champId}`;

export const toObserveLeaguePath = (leagueId: string) => `/observe/league/${leagueId}`;

export const toUserProfilePath = (userId: string) => `/user-profile/${userId}`;

export const toObserveVenuePath = (venueId: string) => `/observe/venue/${venueId}`;
