/** The public pages a request's names link to (app/router.tsx's `observe/*` routes). */
export const toTeamPath = (id: string) => `/observe/team/${id}`;
export const toPlayerPath = (id: string) => `/observe/player/${id}`;
export const toCompetitionPath = (id: string) => `/observe/competition/${id}`;
export const toLeaguePath = (id: string) => `/observe/league/${id}`;
export const toUserPath = (id: string) => `/user-profile/${id}`;

/** The Requests area itself, e.g. to open one invitation: `/admin/requests?tab=invitations&invitation=…`. */
export const REQUESTS_PATH = '/admin/requests';
