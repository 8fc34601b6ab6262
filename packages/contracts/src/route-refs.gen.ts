// Generated from src/api.ts by `npm run generate:route-refs -w packages/contracts`: do not edit.
// The route table without schemas, for the web app (see route-refs.ts); src/route-refs.test.ts fails when stale.
import type { api } from './api.ts';

const refs = {
  reference: {
    listSportTypes: {
      method: 'GET',
      path: '/api/sport-types',
      operationId: 'listSportTypes',
    },
    listSportTypesWithLeagues: {
      method: 'GET',
      path: '/api/sport-types/leagues',
      operationId: 'listSportTypesWithLeagues',
    },
    listTeamLeagues: {
      method: 'GET',
      path: '/api/sport-types/:id/team-leagues',
      operationId: 'listTeamLeagues',
    },
    listStageTypes: {
      method: 'GET',
      path: '/api/stage-types',
      operationId: 'listStageTypes',
    },
  },
  leagues: {
    listLeagues: {
      method: 'GET',
      path: '/api/champ-leagues',
      operationId: 'listLeagues',
    },
    createLeague: {
      method: 'POST',
      path: '/api/champ-leagues',
      operationId: 'createLeague',
    },
    checkSubdomain: {
      method: 'GET',
      path: '/api/champ-leagues/:domain/exists',
      operationId: 'checkSubdomain',
    },
    getLeague: {
      method: 'GET',
      path: '/api/champ-leagues/:id',
      operationId: 'getLeague',
    },
    updateLeague: {
      method: 'PUT',
      path: '/api/champ-leagues/:id',
      operationId: 'updateLeague',
    },
    deleteLeague: {
      method: 'DELETE',
      path: '/api/champ-leagues/:id',
      operationId: 'deleteLeague',
    },
    getPageConfiguration: {
      method: 'GET',
      path: '/api/champ-leagues/:id/page-configuration',
      operationId: 'getPageConfiguration',
    },
    updatePageConfiguration: {
      method: 'PUT',
      path: '/api/champ-leagues/:id/page-configuration',
      operationId: 'updatePageConfiguration',
    },
    listUserLeagues: {
      method: 'GET',
      path: '/api/user/leagues',
      operationId: 'listUserLeagues',
    },
  },
  teams: {
    listTeams: {
      method: 'GET',
      path: '/api/teams',
      operationId: 'listTeams',
    },
    createTeam: {
      method: 'POST',
      path: '/api/teams',
      operationId: 'createTeam',
    },
    searchTeams: {
      method: 'GET',
      path: '/api/teams/search',
      operationId: 'searchTeams',
    },
    getTeam: {
      method: 'GET',
      path: '/api/teams/:id',
      operationId: 'getTeam',
    },
    updateTeam: {
      method: 'PUT',
      path: '/api/teams/:id',
      operationId: 'updateTeam',
    },
    deleteTeam: {
      method: 'DELETE',
      path: '/api/teams/:id',
      operationId: 'deleteTeam',
    },
  },
  players: {
    listPlayers: {
      method: 'GET',
      path: '/api/player',
      operationId: 'listPlayers',
    },
    createPlayer: {
      method: 'POST',
      path: '/api/player',
      operationId: 'createPlayer',
    },
    searchPlayers: {
      method: 'GET',
      path: '/api/player/search',
      operationId: 'searchPlayers',
    },
    getPlayer: {
      method: 'GET',
      path: '/api/player/:id',
      operationId: 'getPlayer',
    },
    updatePlayer: {
      method: 'PUT',
      path: '/api/player/:id',
      operationId: 'updatePlayer',
    },
    deletePlayer: {
      method: 'DELETE',
      path: '/api/player/:id',
      operationId: 'deletePlayer',
    },
    listPlayerTeams: {
      method: 'GET',
      path: '/api/player/:id/teams',
      operationId: 'listPlayerTeams',
    },
    addTeamPlayer: {
      method: 'POST',
      path: '/api/teams/:id/player',
      operationId: 'addTeamPlayer',
    },
    cloneTeam: {
      method: 'POST',
      path: '/api/teams/:id/clone',
      operationId: 'cloneTeam',
    },
    generateTeams: {
      method: 'POST',
      path: '/api/teams/generate',
      operationId: 'generateTeams',
    },
    listTeamPlayers: {
      method: 'GET',
      path: '/api/teams/:id/players',
      operationId: 'listTeamPlayers',
    },
    getTeamPlayer: {
      method: 'GET',
      path: '/api/teams/player/:id',
      operationId: 'getTeamPlayer',
    },
    updateTeamPlayer: {
      method: 'PUT',
      path: '/api/teams/:id/player/:playerId',
      operationId: 'updateTeamPlayer',
    },
    removeTeamPlayer: {
      method: 'DELETE',
      path: '/api/teams/:id/player/:playerId',
      operationId: 'removeTeamPlayer',
    },
  },
  squads: {
    listChampTeamPlayers: {
      method: 'GET',
      path: '/api/champ-team-players',
      operationId: 'listChampTeamPlayers',
    },
    listChampTeamSquads: {
      method: 'GET',
      path: '/api/champ-team-players/champteams',
      operationId: 'listChampTeamSquads',
    },
    getChampTeamSquad: {
      method: 'GET',
      path: '/api/champ-team-players/:id/champteam',
      operationId: 'getChampTeamSquad',
    },
    addChampTeamPlayer: {
      method: 'POST',
      path: '/api/champ-team-players',
      operationId: 'addChampTeamPlayer',
    },
    removeChampTeamPlayer: {
      method: 'DELETE',
      path: '/api/champ-team-players/:id',
      operationId: 'removeChampTeamPlayer',
    },
    getFixturePlayers: {
      method: 'GET',
      path: '/api/teams/fixture-players',
      operationId: 'getFixturePlayers',
    },
  },
  playerStats: {
    getChampPlayerStats: {
      method: 'GET',
      path: '/api/champs/:id/player-stats',
      operationId: 'getChampPlayerStats',
    },
    getPlayerStats: {
      method: 'GET',
      path: '/api/player/:id/stats',
      operationId: 'getPlayerStats',
    },
    getPlayerOverallStats: {
      method: 'GET',
      path: '/api/player/:id/overallstats',
      operationId: 'getPlayerOverallStats',
    },
    recalcPlayerOverallStats: {
      method: 'POST',
      path: '/api/player/:id/recalcoverallstats',
      operationId: 'recalcPlayerOverallStats',
    },
    listPlayerMatches: {
      method: 'GET',
      path: '/api/fixture/player/:playerId',
      operationId: 'listPlayerMatches',
    },
  },
  favorites: {
    listFavorites: {
      method: 'GET',
      path: '/api/favorite',
      operationId: 'listFavorites',
    },
    addPlayerFavorite: {
      method: 'POST',
      path: '/api/player/:id/favorite',
      operationId: 'addPlayerFavorite',
    },
    removePlayerFavorite: {
      method: 'DELETE',
      path: '/api/player/:id/favorite',
      operationId: 'removePlayerFavorite',
    },
    addPlayerFavoriteById: {
      method: 'POST',
      path: '/api/player/favorite',
      operationId: 'addPlayerFavoriteById',
    },
    removePlayerFavoriteById: {
      method: 'DELETE',
      path: '/api/player/favorite',
      operationId: 'removePlayerFavoriteById',
    },
    addTeamFavorite: {
      method: 'POST',
      path: '/api/teams/:id/favorite',
      operationId: 'addTeamFavorite',
    },
    removeTeamFavorite: {
      method: 'DELETE',
      path: '/api/teams/:id/favorite',
      operationId: 'removeTeamFavorite',
    },
    addChampFavorite: {
      method: 'POST',
      path: '/api/champs/:id/favorite',
      operationId: 'addChampFavorite',
    },
    removeChampFavorite: {
      method: 'DELETE',
      path: '/api/champs/:id/favorite',
      operationId: 'removeChampFavorite',
    },
    addChampLeagueFavorite: {
      method: 'POST',
      path: '/api/champ-leagues/:id/favorite',
      operationId: 'addChampLeagueFavorite',
    },
    removeChampLeagueFavorite: {
      method: 'DELETE',
      path: '/api/champ-leagues/:id/favorite',
      operationId: 'removeChampLeagueFavorite',
    },
  },
  champs: {
    listChamps: {
      method: 'GET',
      path: '/api/champs',
      operationId: 'listChamps',
    },
    createChamp: {
      method: 'POST',
      path: '/api/champs',
      operationId: 'createChamp',
    },
    listLeagueChamps: {
      method: 'GET',
      path: '/api/champ-leagues/:id/champs',
      operationId: 'listLeagueChamps',
    },
    getChamp: {
      method: 'GET',
      path: '/api/champs/:id',
      operationId: 'getChamp',
    },
    updateChamp: {
      method: 'PUT',
      path: '/api/champs/:id',
      operationId: 'updateChamp',
    },
    deleteChamp: {
      method: 'DELETE',
      path: '/api/champs/:id',
      operationId: 'deleteChamp',
    },
    listChampTeams: {
      method: 'GET',
      path: '/api/champs/:id/teams',
      operationId: 'listChampTeams',
    },
    addChampTeam: {
      method: 'POST',
      path: '/api/champs/:id/teams',
      operationId: 'addChampTeam',
    },
    removeChampTeam: {
      method: 'DELETE',
      path: '/api/champs/:id/teams',
      operationId: 'removeChampTeam',
    },
    removeChampTeamById: {
      method: 'DELETE',
      path: '/api/champs/:id/teams/:teamId',
      operationId: 'removeChampTeamById',
    },
    listTeamChamps: {
      method: 'GET',
      path: '/api/teams/:id/champs',
      operationId: 'listTeamChamps',
    },
    listLeagueTeams: {
      method: 'GET',
      path: '/api/champ-leagues/:id/teams',
      operationId: 'listLeagueTeams',
    },
    listUserChamps: {
      method: 'GET',
      path: '/api/user/champs',
      operationId: 'listUserChamps',
    },
  },
  stages: {
    listStages: {
      method: 'GET',
      path: '/api/champs/:id/stage',
      operationId: 'listStages',
    },
    createStage: {
      method: 'POST',
      path: '/api/champs/:id/stage',
      operationId: 'createStage',
    },
    getStage: {
      method: 'GET',
      path: '/api/stage/:id',
      operationId: 'getStage',
    },
    updateStage: {
      method: 'PUT',
      path: '/api/stage/:id',
      operationId: 'updateStage',
    },
    deleteStage: {
      method: 'DELETE',
      path: '/api/stage/:id',
      operationId: 'deleteStage',
    },
  },
  participation: {
    getCheckIn: {
      method: 'GET',
      path: '/api/champs/:id/check-in',
      operationId: 'getCheckIn',
    },
    setCheckIn: {
      method: 'PUT',
      path: '/api/champs/:id/check-in',
      operationId: 'setCheckIn',
    },
    checkIn: {
      method: 'POST',
      path: '/api/champs/:id/check-in',
      operationId: 'checkIn',
    },
    closeCheckIn: {
      method: 'POST',
      path: '/api/champs/:id/check-in/close',
      operationId: 'closeCheckIn',
    },
    deleteRoundCheckIn: {
      method: 'DELETE',
      path: '/api/champs/:id/check-in',
      operationId: 'deleteRoundCheckIn',
    },
    listWithdrawals: {
      method: 'GET',
      path: '/api/champs/:id/withdrawals',
      operationId: 'listWithdrawals',
    },
    withdrawTeam: {
      method: 'POST',
      path: '/api/champs/:id/teams/:teamId/withdraw',
      operationId: 'withdrawTeam',
    },
  },
  fixtures: {
    generateFixtures: {
      method: 'POST',
      path: '/api/fixture/generate',
      operationId: 'generateFixtures',
    },
    searchFixtures: {
      method: 'GET',
      path: '/api/fixture/search',
      operationId: 'searchFixtures',
    },
    listChampFixtures: {
      method: 'GET',
      path: '/api/fixture/champ/:id',
      operationId: 'listChampFixtures',
    },
    listGroupFixtures: {
      method: 'GET',
      path: '/api/group/:id/fixture',
      operationId: 'listGroupFixtures',
    },
    getFixture: {
      method: 'GET',
      path: '/api/fixture/:id',
      operationId: 'getFixture',
    },
    updateFixture: {
      method: 'PUT',
      path: '/api/fixture/:id',
      operationId: 'updateFixture',
    },
    getFixtureHistory: {
      method: 'GET',
      path: '/api/fixture/:id/history',
      operationId: 'getFixtureHistory',
    },
    nextRound: {
      method: 'POST',
      path: '/api/stage/:id/next-round',
      operationId: 'nextRound',
    },
    drawRound: {
      method: 'POST',
      path: '/api/stage/:id/draw',
      operationId: 'drawRound',
    },
    listTies: {
      method: 'GET',
      path: '/api/stage/:id/ties',
      operationId: 'listTies',
    },
  },
  schedule: {
    scheduleStage: {
      method: 'POST',
      path: '/api/stage/:id/schedule',
      operationId: 'scheduleStage',
    },
    getScheduleProgress: {
      method: 'GET',
      path: '/api/stage/:id/schedule',
      operationId: 'getScheduleProgress',
    },
    cancelSchedule: {
      method: 'DELETE',
      path: '/api/stage/:id/schedule',
      operationId: 'cancelSchedule',
    },
    getScheduleSettings: {
      method: 'GET',
      path: '/api/stage/:id/schedule/settings',
      operationId: 'getScheduleSettings',
    },
    getReplayOptions: {
      method: 'GET',
      path: '/api/fixture/:id/replay-options',
      operationId: 'getReplayOptions',
    },
  },
  matchSheets: {
    getMatchSheet: {
      method: 'GET',
      path: '/api/fixture/:id/match-sheet',
      operationId: 'getMatchSheet',
    },
    getHomeSquad: {
      method: 'GET',
      path: '/api/fixture/:id/homesquad',
      operationId: 'getHomeSquad',
    },
    setHomeSquad: {
      method: 'PUT',
      path: '/api/fixture/:id/homesquad',
      operationId: 'setHomeSquad',
    },
    getAwaySquad: {
      method: 'GET',
      path: '/api/fixture/:id/awaysquad',
      operationId: 'getAwaySquad',
    },
    setAwaySquad: {
      method: 'PUT',
      path: '/api/fixture/:id/awaysquad',
      operationId: 'setAwaySquad',
    },
    listEvents: {
      method: 'GET',
      path: '/api/fixture/:id/event',
      operationId: 'listEvents',
    },
    addEvent: {
      method: 'POST',
      path: '/api/fixture/:id/event',
      operationId: 'addEvent',
    },
    addEvents: {
      method: 'POST',
      path: '/api/fixture/:id/event/bulk',
      operationId: 'addEvents',
    },
    updateEvent: {
      method: 'PUT',
      path: '/api/fixture/event/:id',
      operationId: 'updateEvent',
    },
    deleteEvent: {
      method: 'DELETE',
      path: '/api/fixture/event/:id',
      operationId: 'deleteEvent',
    },
    setScore: {
      method: 'PUT',
      path: '/api/fixture/:id/score',
      operationId: 'setScore',
    },
    listMedia: {
      method: 'GET',
      path: '/api/fixture/:id/media',
      operationId: 'listMedia',
    },
    addMedia: {
      method: 'POST',
      path: '/api/fixture/:id/media',
      operationId: 'addMedia',
    },
    updateMedia: {
      method: 'PUT',
      path: '/api/media/:id',
      operationId: 'updateMedia',
    },
    deleteMedia: {
      method: 'DELETE',
      path: '/api/media/:id',
      operationId: 'deleteMedia',
    },
    getFixturePreview: {
      method: 'GET',
      path: '/api/teams/preview/fixture/:id',
      operationId: 'getFixturePreview',
    },
  },
  reports: {
    getReporting: {
      method: 'GET',
      path: '/api/champs/:id/reporting',
      operationId: 'getReporting',
    },
    setReporting: {
      method: 'PUT',
      path: '/api/champs/:id/reporting',
      operationId: 'setReporting',
    },
    listReportIssues: {
      method: 'GET',
      path: '/api/champs/:id/reporting/issues',
      operationId: 'listReportIssues',
    },
    createFixtureReport: {
      method: 'POST',
      path: '/api/fixture/:id/reports',
      operationId: 'createFixtureReport',
    },
    listFixtureReports: {
      method: 'GET',
      path: '/api/fixture/:id/reports',
      operationId: 'listFixtureReports',
    },
  },
  standings: {
    getStageStandings: {
      method: 'GET',
      path: '/api/stage/:id/stats',
      operationId: 'getStageStandings',
    },
    getChampStats: {
      method: 'GET',
      path: '/api/champs/:id/stats',
      operationId: 'getChampStats',
    },
    getTeamTotalStats: {
      method: 'GET',
      path: '/api/teams/:id/totalstats',
      operationId: 'getTeamTotalStats',
    },
    getChampTeamRatings: {
      method: 'GET',
      path: '/api/champs/:id/teams/rating',
      operationId: 'getChampTeamRatings',
    },
    getLeagueTeamRatings: {
      method: 'GET',
      path: '/api/champ-leagues/:id/teams/rating',
      operationId: 'getLeagueTeamRatings',
    },
  },
  registrations: {
    createPlayerTeamRequest: {
      method: 'POST',
      path: '/api/champ-registration/userplayerteamrequest',
      operationId: 'createPlayerTeamRequest',
    },
    listPlayerTeamRequests: {
      method: 'GET',
      path: '/api/champ-registration/userplayerteamrequests',
      operationId: 'listPlayerTeamRequests',
    },
    decidePlayerTeamRequest: {
      method: 'PUT',
      path: '/api/champ-registration/userplayerteamrequest/:id',
      operationId: 'decidePlayerTeamRequest',
    },
    registerTeam: {
      method: 'POST',
      path: '/api/champs/:id/register-team',
      operationId: 'registerTeam',
    },
    listTeamRequests: {
      method: 'GET',
      path: '/api/champ-registration/userteamrequests',
      operationId: 'listTeamRequests',
    },
    decideTeamRequest: {
      method: 'PUT',
      path: '/api/champ-registration/userteamrequests/:id',
      operationId: 'decideTeamRequest',
    },
    markPaidRequests: {
      method: 'POST',
      path: '/api/champ-registration/mark-paid-requests',
      operationId: 'markPaidRequests',
    },
    createTeamRequest: {
      method: 'POST',
      path: '/api/champ-registration/userteamrequest',
      operationId: 'createTeamRequest',
    },
    registerPlayer: {
      method: 'POST',
      path: '/api/teams/:id/register-player',
      operationId: 'registerPlayer',
    },
    inviteUser: {
      method: 'POST',
      path: '/api/champ-registration/inviteuser',
      operationId: 'inviteUser',
    },
    invitePlayerUser: {
      method: 'POST',
      path: '/api/champ-registration/player/inviteuser',
      operationId: 'invitePlayerUser',
    },
    listInvitations: {
      method: 'GET',
      path: '/api/champ-registration/invitations',
      operationId: 'listInvitations',
    },
    getInvitation: {
      method: 'GET',
      path: '/api/champ-registration/invitation/:id',
      operationId: 'getInvitation',
    },
    decideInvitation: {
      method: 'PUT',
      path: '/api/champ-registration/invitation/:id',
      operationId: 'decideInvitation',
    },
    decidePlayerInvitation: {
      method: 'PUT',
      path: '/api/champ-registration/player/invitation/:id',
      operationId: 'decidePlayerInvitation',
    },
    getRegistrationSettings: {
      method: 'GET',
      path: '/api/champs/:id/registration',
      operationId: 'getRegistrationSettings',
    },
    updateRegistrationSettings: {
      method: 'PUT',
      path: '/api/champs/:id/registration',
      operationId: 'updateRegistrationSettings',
    },
  },
  notifications: {
    listNotifications: {
      method: 'GET',
      path: '/api/notifications',
      operationId: 'listNotifications',
    },
    getUnreadNotificationCount: {
      method: 'GET',
      path: '/api/notifications/unread-count',
      operationId: 'getUnreadNotificationCount',
    },
    markNotificationsRead: {
      method: 'POST',
      path: '/api/notifications/read',
      operationId: 'markNotificationsRead',
    },
  },
  permissions: {
    listItemRoles: {
      method: 'GET',
      path: '/api/permissions/:id/itemrole',
      operationId: 'listItemRoles',
    },
    grantItemRole: {
      method: 'POST',
      path: '/api/permissions/:id/itemrole',
      operationId: 'grantItemRole',
    },
    deleteItemRole: {
      method: 'POST',
      path: '/api/permissions/itemrole/delete',
      operationId: 'deleteItemRole',
    },
    deleteItemRoleByDelete: {
      method: 'DELETE',
      path: '/api/permissions/itemrole/delete',
      operationId: 'deleteItemRoleByDelete',
    },
  },
  security: {
    signUp: {
      method: 'POST',
      path: '/security/v1/auth/sign-up/email',
      operationId: 'signUp',
    },
    signIn: {
      method: 'POST',
      path: '/security/v1/auth/sign-in/email',
      operationId: 'signIn',
    },
    signOut: {
      method: 'POST',
      path: '/security/v1/auth/sign-out',
      operationId: 'signOut',
    },
    getSession: {
      method: 'GET',
      path: '/security/v1/auth/get-session',
      operationId: 'getSession',
    },
    verifyEmail: {
      method: 'GET',
      path: '/security/v1/auth/verify-email',
      operationId: 'verifyEmail',
    },
    sendVerificationEmail: {
      method: 'POST',
      path: '/security/v1/auth/send-verification-email',
      operationId: 'sendVerificationEmail',
    },
    requestPasswordReset: {
      method: 'POST',
      path: '/security/v1/auth/request-password-reset',
      operationId: 'requestPasswordReset',
    },
    resetPassword: {
      method: 'POST',
      path: '/security/v1/auth/reset-password',
      operationId: 'resetPassword',
    },
  },
  users: {
    searchUsers: {
      method: 'GET',
      path: '/api/user',
      operationId: 'searchUsers',
    },
    getMe: {
      method: 'GET',
      path: '/security/v1/users/me',
      operationId: 'getMe',
    },
    getPublicProfile: {
      method: 'GET',
      path: '/api/user/:userId/profile',
      operationId: 'getPublicProfile',
    },
    getUserProfile: {
      method: 'GET',
      path: '/security/v1/users/:userId/profile',
      operationId: 'getUserProfile',
    },
    updateUserProfile: {
      method: 'PUT',
      path: '/security/v1/users/:userId/profile',
      operationId: 'updateUserProfile',
    },
    getUserAddress: {
      method: 'GET',
      path: '/security/v1/users/:userId/address',
      operationId: 'getUserAddress',
    },
    updateUserAddress: {
      method: 'PUT',
      path: '/security/v1/users/:userId/address',
      operationId: 'updateUserAddress',
    },
    getUserPhone: {
      method: 'GET',
      path: '/security/v1/users/:userId/phone',
      operationId: 'getUserPhone',
    },
    setUserPhone: {
      method: 'PUT',
      path: '/security/v1/users/:userId/phone',
      operationId: 'setUserPhone',
    },
    verifyUserPhone: {
      method: 'POST',
      path: '/security/v1/users/:userId/verify-phone',
      operationId: 'verifyUserPhone',
    },
    changePassword: {
      method: 'POST',
      path: '/security/v1/users/:userId/reset-password',
      operationId: 'changePassword',
    },
    sendFeedback: {
      method: 'POST',
      path: '/security/v1/users/:userId/feedback',
      operationId: 'sendFeedback',
    },
  },
  userStats: {
    getUserStats: {
      method: 'GET',
      path: '/api/user/:id/stats',
      operationId: 'getUserStats',
    },
  },
  stats: {
    getStats: {
      method: 'GET',
      path: '/api/stats',
      operationId: 'getStats',
    },
  },
  outbox: {
    listOutbox: {
      method: 'GET',
      path: '/api/admin/outbox',
      operationId: 'listOutbox',
    },
  },
  mailSettings: {
    getMailSettings: {
      method: 'GET',
      path: '/api/admin/settings/mail',
      operationId: 'getMailSettings',
    },
    updateMailSettings: {
      method: 'PUT',
      path: '/api/admin/settings/mail',
      operationId: 'updateMailSettings',
    },
    sendTestMail: {
      method: 'POST',
      path: '/api/admin/settings/mail/test',
      operationId: 'sendTestMail',
    },
  },
  adminUsers: {
    createResetLink: {
      method: 'POST',
      path: '/api/admin/users/:userId/reset-link',
      operationId: 'createResetLink',
    },
  },
  contact: {
    getContactChallenge: {
      method: 'GET',
      path: '/api/contact-us/challenge',
      operationId: 'getContactChallenge',
    },
    sendContactMessage: {
      method: 'POST',
      path: '/api/contact-us',
      operationId: 'sendContactMessage',
    },
    listContactMessages: {
      method: 'GET',
      path: '/api/contact-us/messages',
      operationId: 'listContactMessages',
    },
  },
  venues: {
    listVenues: {
      method: 'GET',
      path: '/api/venues',
      operationId: 'listVenues',
    },
    createVenue: {
      method: 'POST',
      path: '/api/venues',
      operationId: 'createVenue',
    },
    getVenue: {
      method: 'GET',
      path: '/api/venues/:id',
      operationId: 'getVenue',
    },
    updateVenue: {
      method: 'PUT',
      path: '/api/venues/:id',
      operationId: 'updateVenue',
    },
    deleteVenue: {
      method: 'DELETE',
      path: '/api/venues/:id',
      operationId: 'deleteVenue',
    },
    listVenueFixtures: {
      method: 'GET',
      path: '/api/venues/:id/fixtures',
      operationId: 'listVenueFixtures',
    },
    listChampVenues: {
      method: 'GET',
      path: '/api/champs/:id/venues',
      operationId: 'listChampVenues',
    },
    setChampVenues: {
      method: 'PUT',
      path: '/api/champs/:id/venues',
      operationId: 'setChampVenues',
    },
  },
  referees: {
    listReferees: {
      method: 'GET',
      path: '/api/referees',
      operationId: 'listReferees',
    },
    createReferee: {
      method: 'POST',
      path: '/api/referees',
      operationId: 'createReferee',
    },
    getReferee: {
      method: 'GET',
      path: '/api/referees/:id',
      operationId: 'getReferee',
    },
    updateReferee: {
      method: 'PUT',
      path: '/api/referees/:id',
      operationId: 'updateReferee',
    },
    deleteReferee: {
      method: 'DELETE',
      path: '/api/referees/:id',
      operationId: 'deleteReferee',
    },
    listRefereeFixtures: {
      method: 'GET',
      path: '/api/referees/:id/fixtures',
      operationId: 'listRefereeFixtures',
    },
    listChampReferees: {
      method: 'GET',
      path: '/api/champs/:id/referees',
      operationId: 'listChampReferees',
    },
  },
  chat: {
    getChatRoom: {
      method: 'GET',
      path: '/chat/rooms/:room',
      operationId: 'getChatRoom',
    },
    updateChatRoom: {
      method: 'PUT',
      path: '/chat/rooms/:room',
      operationId: 'updateChatRoom',
    },
    listChatMessages: {
      method: 'GET',
      path: '/chat/rooms/:room/messages',
      operationId: 'listChatMessages',
    },
    postChatMessage: {
      method: 'POST',
      path: '/chat/rooms/:room/messages',
      operationId: 'postChatMessage',
    },
    deleteChatMessage: {
      method: 'DELETE',
      path: '/chat/messages/:id',
      operationId: 'deleteChatMessage',
    },
    markChatRead: {
      method: 'POST',
      path: '/chat/rooms/:room/read',
      operationId: 'markChatRead',
    },
    listChatUnread: {
      method: 'GET',
      path: '/chat/unread',
      operationId: 'listChatUnread',
    },
    listChatMutes: {
      method: 'GET',
      path: '/chat/rooms/:room/mutes',
      operationId: 'listChatMutes',
    },
    muteChatUser: {
      method: 'POST',
      path: '/chat/rooms/:room/mutes',
      operationId: 'muteChatUser',
    },
    unmuteChatUser: {
      method: 'DELETE',
      path: '/chat/rooms/:room/mutes/:userId',
      operationId: 'unmuteChatUser',
    },
  },
  calendar: {
    getCalendar: {
      method: 'GET',
      path: '/api/calendar',
      operationId: 'getCalendar',
    },
    getCalendarToken: {
      method: 'GET',
      path: '/api/calendar/token',
      operationId: 'getCalendarToken',
    },
    rotateCalendarToken: {
      method: 'POST',
      path: '/api/calendar/token',
      operationId: 'rotateCalendarToken',
    },
  },
  news: {
    listNews: {
      method: 'GET',
      path: '/api/news',
      operationId: 'listNews',
    },
    getNews: {
      method: 'GET',
      path: '/api/news/:id',
      operationId: 'getNews',
    },
    deleteNews: {
      method: 'DELETE',
      path: '/api/news/:id',
      operationId: 'deleteNews',
    },
    listLeagueNews: {
      method: 'GET',
      path: '/api/champ-leagues/:id/news',
      operationId: 'listLeagueNews',
    },
    createLeagueNews: {
      method: 'POST',
      path: '/api/champ-leagues/:id/news',
      operationId: 'createLeagueNews',
    },
    updateLeagueNews: {
      method: 'PUT',
      path: '/api/champ-leagues/:leagueId/news/:newsId',
      operationId: 'updateLeagueNews',
    },
    listChampNews: {
      method: 'GET',
      path: '/api/champs/:id/news',
      operationId: 'listChampNews',
    },
    createChampNews: {
      method: 'POST',
      path: '/api/champs/:id/news',
      operationId: 'createChampNews',
    },
    updateChampNews: {
      method: 'PUT',
      path: '/api/champs/:champId/news/:newsId',
      operationId: 'updateChampNews',
    },
    listTeamNews: {
      method: 'GET',
      path: '/api/teams/:id/news',
      operationId: 'listTeamNews',
    },
    createTeamNews: {
      method: 'POST',
      path: '/api/teams/:id/news',
      operationId: 'createTeamNews',
    },
    updateTeamNews: {
      method: 'PUT',
      path: '/api/teams/:teamId/news/:newsId',
      operationId: 'updateTeamNews',
    },
  },
  search: {
    search: {
      method: 'GET',
      path: '/api/search',
      operationId: 'search',
    },
  },
  payments: {
    getPlan: {
      method: 'GET',
      path: '/api/v1/payments/plan',
      operationId: 'getPlan',
    },
    listPaymentLinks: {
      method: 'GET',
      path: '/api/v1/payments/payment-links',
      operationId: 'listPaymentLinks',
    },
    createCheckoutSession: {
      method: 'POST',
      path: '/api/v1/payments/create-checkout-session',
      operationId: 'createCheckoutSession',
    },
    getSubscription: {
      method: 'GET',
      path: '/api/v1/payments/subscription',
      operationId: 'getSubscription',
    },
    cancelSubscription: {
      method: 'DELETE',
      path: '/api/v1/payments/subscription',
      operationId: 'cancelSubscription',
    },
    resumeSubscription: {
      method: 'POST',
      path: '/api/v1/payments/subscription/resume',
      operationId: 'resumeSubscription',
    },
    changeSubscription: {
      method: 'POST',
      path: '/api/v1/payments/subscription/change',
      operationId: 'changeSubscription',
    },
    listInvoices: {
      method: 'GET',
      path: '/api/v1/payments/invoices',
      operationId: 'listInvoices',
    },
    getBillingPortal: {
      method: 'GET',
      path: '/api/v1/payments/billing-portal',
      operationId: 'getBillingPortal',
    },
    createDonationCheckout: {
      method: 'POST',
      path: '/api/v1/payments/donation-checkout',
      operationId: 'createDonationCheckout',
    },
    createEntryFeeCheckout: {
      method: 'POST',
      path: '/api/v1/payments/entry-fee-checkout',
      operationId: 'createEntryFeeCheckout',
    },
    listConnectedAccounts: {
      method: 'GET',
      path: '/api/v1/payments/connected-accounts',
      operationId: 'listConnectedAccounts',
    },
    connectStripeAccount: {
      method: 'POST',
      path: '/api/v1/payments/stripe-connected-account',
      operationId: 'connectStripeAccount',
    },
    disconnectStripeAccount: {
      method: 'DELETE',
      path: '/api/v1/payments/stripe-connected-account',
      operationId: 'disconnectStripeAccount',
    },
    connectPaypalAccount: {
      method: 'POST',
      path: '/api/v1/payments/paypal-connected-account',
      operationId: 'connectPaypalAccount',
    },
    disconnectPaypalAccount: {
      method: 'DELETE',
      path: '/api/v1/payments/paypal-connected-account',
      operationId: 'disconnectPaypalAccount',
    },
    connectAllpay: {
      method: 'POST',
      path: '/api/v1/payments/allpay/connect',
      operationId: 'connectAllpay',
    },
    disconnectAllpay: {
      method: 'POST',
      path: '/api/v1/payments/allpay/disconnect',
      operationId: 'disconnectAllpay',
    },
    receiveWebhook: {
      method: 'POST',
      path: '/api/v1/payments/webhook/:provider',
      operationId: 'receiveWebhook',
    },
    getSandboxSession: {
      method: 'GET',
      path: '/api/v1/payments/sandbox/sessions/:id',
      operationId: 'getSandboxSession',
    },
    paySandboxSession: {
      method: 'POST',
      path: '/api/v1/payments/sandbox/sessions/:id/pay',
      operationId: 'paySandboxSession',
    },
    confirmSandboxSession: {
      method: 'POST',
      path: '/api/v1/payments/sandbox/sessions/:id/confirm',
      operationId: 'confirmSandboxSession',
    },
    completeSandboxOnboarding: {
      method: 'GET',
      path: '/api/v1/payments/sandbox/onboarding/:accountId',
      operationId: 'completeSandboxOnboarding',
    },
    reconcilePayments: {
      method: 'POST',
      path: '/api/v1/payments/reconcile',
      operationId: 'reconcilePayments',
    },
  },
  spreadsheets: {
    importTeamPlayers: {
      method: 'POST',
      path: '/api/teams/:id/players/import',
      operationId: 'importTeamPlayers',
    },
    importChampTeams: {
      method: 'POST',
      path: '/api/champs/:id/teams/import',
      operationId: 'importChampTeams',
    },
  },
};

/** `api` without schemas: method, path and operationId of each route, typed as `api`. */
export const apiRefs = refs as unknown as typeof api;
