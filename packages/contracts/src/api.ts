import { calendarRoutes } from './calendar.ts';
import { champRoutes, stageRoutes, standingsRoutes } from './champs.ts';
import { chatRoutes } from './chat.ts';
import { contactRoutes } from './contact.ts';
import { favoriteRoutes } from './favorites.ts';
import { fixtureRoutes } from './fixtures.ts';
import { leagueRoutes } from './leagues.ts';
import { matchSheetRoutes } from './match-sheets.ts';
import { newsRoutes } from './news.ts';
import { notificationRoutes } from './notifications.ts';
import { participationRoutes } from './participation.ts';
import { paymentRoutes } from './payments.ts';
import { permissionRoutes } from './permissions.ts';
import { playerRoutes, playerStatsRoutes, squadRoutes } from './players.ts';
import { referenceRoutes } from './reference.ts';
import { registrationRoutes } from './registrations.ts';
import { reportRoutes } from './reports.ts';
import type { Route } from './route.ts';
import { scheduleRoutes } from './schedule.ts';
import { searchRoutes } from './search.ts';
import { adminUserRoutes, mailSettingsRoutes, outboxRoutes, securityRoutes, userRoutes } from './security.ts';
import { spreadsheetRoutes } from './spreadsheets.ts';
import { statsRoutes } from './stats.ts';
import { teamRoutes } from './teams.ts';
import { userStatsRoutes } from './user-stats.ts';
import { refereeRoutes, venueRoutes } from './venues.ts';

/**
 * The whole route contract, one table per server module. The server registers every route from here and the
 * web client calls through it (docs/ARCHITECTURE.md "Server"); the permission matrix and the OpenAPI document
 * are generated from it. A new module adds its table here.
 */
export const api = {
  reference: referenceRoutes,
  leagues: leagueRoutes,
  teams: teamRoutes,
  players: playerRoutes,
  squads: squadRoutes,
  playerStats: playerStatsRoutes,
  favorites: favoriteRoutes,
  champs: champRoutes,
  stages: stageRoutes,
  participation: participationRoutes,
  fixtures: fixtureRoutes,
  schedule: scheduleRoutes,
  matchSheets: matchSheetRoutes,
  reports: reportRoutes,
  standings: standingsRoutes,
  registrations: registrationRoutes,
  notifications: notificationRoutes,
  permissions: permissionRoutes,
  security: securityRoutes,
  users: userRoutes,
  userStats: userStatsRoutes,
  stats: statsRoutes,
  outbox: outboxRoutes,
  mailSettings: mailSettingsRoutes,
  adminUsers: adminUserRoutes,
  contact: contactRoutes,
  venues: venueRoutes,
  referees: refereeRoutes,
  chat: chatRoutes,
  calendar: calendarRoutes,
  news: newsRoutes,
  search: searchRoutes,
  payments: paymentRoutes,
  spreadsheets: spreadsheetRoutes,
} as const;

/** Every route of the contract, flattened. */
export function listRoutes(): Route[] {
  return Object.values(api).flatMap((table) => Object.values(table) as Route[]);
}
