import { adminListEn } from '../components/admin-list.en.ts';
import { spreadsheetsEn } from '../components/spreadsheets.en.ts';
import { authEn, authErrorsEn } from '../features/auth/auth.en.ts';
import { calendarEn } from '../features/calendar/calendar.en.ts';
import { chatEn } from '../features/chat/chat.en.ts';
import { competitionsEn } from '../features/competitions/competitions.en.ts';
import { schedulerEn } from '../features/competitions/scheduler.en.ts';
import { contactEn } from '../features/contact/contact.en.ts';
import { favoritesEn } from '../features/favorites/favorites.en.ts';
import { homeEn } from '../features/home/home.en.ts';
import { imagesEn } from '../features/images/images.en.ts';
import { leagueSiteEn } from '../features/league-site/league-site.en.ts';
import { leaguesEn } from '../features/leagues/leagues.en.ts';
import { matchEn } from '../features/match-centre/match.en.ts';
import { matchAdminEn } from '../features/match-centre/match-admin.en.ts';
import { newsEn } from '../features/news/news.en.ts';
import { observeEn } from '../features/observe/observe.en.ts';
import { outboxEn } from '../features/outbox/outbox.en.ts';
import { paymentsEn, paymentsErrorsEn } from '../features/payments/payments.en.ts';
import { playersEn } from '../features/players/players.en.ts';
import { profileEn } from '../features/profile/profile.en.ts';
import { refereesEn } from '../features/referees/referees.en.ts';
import { registrationsEn } from '../features/registrations/registrations.en.ts';
import { requestsEn } from '../features/requests/requests.en.ts';
import { searchEn } from '../features/search/search.en.ts';
import { searchSuggestEn } from '../features/search/search-suggest.en.ts';
import { staticEn } from '../features/static/static.en.ts';
import { teamsEn } from '../features/teams/teams.en.ts';
import { venuesEn } from '../features/venues/venues.en.ts';
import { widgetsEn } from '../features/widgets/widgets.en.ts';

/** The English catalogue. Every string a person reads goes through i18n; the spec's texts are verbatim. */
export const en = {
  app: {
    name: 'Matchday',
    tagline: 'Run sports competitions. Follow every match.',
  },
  nav: {
    home: 'Home',
    sports: 'Sports',
    competitions: 'Competitions',
    profile: 'Profile',
    outbox: 'Outbox',
    contact: 'Contact',
    calendar: 'Calendar',
    contactMessages: 'Contact messages',
    leagues: 'Leagues',
    adminCompetitions: 'Competitions',
    teams: 'Teams',
    players: 'Players',
    matchCentre: 'Match centre',
    venues: 'Venues',
    referees: 'Referees',
    requests: 'Requests',
    main: 'Main navigation',
    admin: 'Admin navigation',
    toggle: 'Toggle navigation',
    manageSection: 'Manage',
    browseSection: 'Browse',
  },
  common: {
    loading: 'Loading…',
    save: 'Save',
    cancel: 'Cancel',
    back: 'Back',
    retry: 'Try again',
  },
  account: {
    menu: 'Account menu',
    menuUnread_one: 'Account menu, {{count}} unread notification',
    menuUnread_other: 'Account menu, {{count}} unread notifications',
    unread_one: '{{count}} unread notification',
    unread_other: '{{count}} unread notifications',
    signIn: 'Sign in',
    register: 'Register',
    signOut: 'Sign out',
  },
  notify: {
    success: 'Done',
    warning: 'Warning',
    error: 'Something went wrong',
    refused: 'Not possible yet',
    close: 'Close message',
  },
  errors: {
    unexpected: 'An unexpected error occurred. Please try again.',
    server: 'The server could not complete the request. Please try again later.',
    network: { unreachable: 'The server cannot be reached. Check your connection and try again.' },
    ...authErrorsEn,
    ...paymentsErrorsEn,
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
  forbidden: {
    title: 'Not allowed',
    body: 'Your account cannot open this page.',
  },
  errorPage: {
    title: 'This page failed to load',
    body: 'Something broke while showing this page. Reloading usually helps.',
    reload: 'Reload the page',
  },
  runtimeConfig: {
    title: 'Matchday cannot start',
    body: 'The configuration of this site could not be loaded.',
  },
  hub: {
    live: 'Live',
    liveHint: 'This page updates by itself.',
    connecting: 'Connecting…',
    connectingHint: 'Connecting to live updates.',
    offline: 'Offline',
    offlineHint: 'Live updates are paused; reconnecting. The page may be out of date.',
  },
  auth: authEn,
  home: homeEn,
  profile: profileEn,
  outbox: outboxEn,
  contact: contactEn,
  competitions: competitionsEn,
  scheduler: schedulerEn,
  images: imagesEn,
  leagues: leaguesEn,
  leagueSite: leagueSiteEn,
  widgets: widgetsEn,
  teams: teamsEn,
  venues: venuesEn,
  news: newsEn,
  search: searchEn,
  searchSuggest: searchSuggestEn,
  referees: refereesEn,
  players: playersEn,
  match: matchEn,
  matchAdmin: matchAdminEn,
  favorites: favoritesEn,
  adminList: adminListEn,
  observe: observeEn,
  registrations: registrationsEn,
  requests: requestsEn,
  static: staticEn,
  chat: chatEn,
  calendar: calendarEn,
  payments: paymentsEn,
  spreadsheets: spreadsheetsEn,
} as const;
