/** English texts of `/admin/requests`: the inbox, team and player requests, invitations, and their decisions. */
export const requestsEn = {
  title: 'Requests',
  intro: 'What concerns you: notifications, registration requests and invitations, sent and received.',
  tabs: {
    inbox: 'Inbox',
    team: 'Team requests',
    player: 'Player requests',
    invitations: 'Invitations',
    unread_one: '{{count}} unread notification',
    unread_other: '{{count}} unread notifications',
  },
  filters: {
    direction: 'Received or sent',
    received: 'Received',
    sent: 'Sent',
    status: 'Status',
    allStatuses: 'All statuses',
  },
  inbox: {
    label: 'Notifications',
    empty: 'No notifications yet. Requests, decisions and invitations that concern you appear here.',
    unread_one: '{{count}} unread',
    unread_other: '{{count}} unread',
    allRead: 'All caught up.',
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    unreadMark: 'Unread',
    failed: 'The notifications could not be loaded.',
  },
  list: {
    total_one: '{{count}} request',
    total_other: '{{count}} requests',
    invitations_one: '{{count}} invitation',
    invitations_other: '{{count}} invitations',
    noMatch: 'Nothing matches this filter. Choose “All statuses” to see everything.',
  },
  empty: {
    team: {
      received:
        'No team requests yet. When a team asks to enter one of your competitions, its request appears here.',
      sent: 'No requests sent yet. Register one of your teams for a competition from the competition’s page.',
    },
    player: {
      received:
        'No player requests yet. Offers for your players, and players asking to join your teams, appear here.',
      sent: 'No requests sent yet. Offer a player a contract from the player’s page, or ask a team to take one of your players.',
    },
    invitations: {
      received: 'No invitations yet. When an organiser or a team invites you, the invitation appears here.',
      sent: 'No invitations sent yet. Organisers invite teams into a competition; teams invite players.',
    },
  },
  team: {
    headline: '<team>{{team}}</team> asks to enter <champ>{{champ}}</champ>',
    league: 'League',
    entryFee: 'Entry fee',
    noFee: 'No entry fee',
    paid: 'Paid',
    unpaid: 'Not paid',
    paidOn: 'Paid {{date}}',
  },
  invitation: {
    teamReceived: '<sender>{{sender}}</sender> invites you to enter a team into <champ>{{champ}}</champ>',
    teamSent: '{{invitee}} is invited to enter a team into <champ>{{champ}}</champ>',
    playerReceived: '<team>{{team}}</team> invites you to bring one of your players',
    playerSent: '{{invitee}} is invited to bring a player to <team>{{team}}</team>',
    message: 'Message',
    expires: 'Expires',
    expired: 'Expired',
    enteredTeam: 'Team entered',
    broughtPlayer: 'Player brought',
    loading: 'Loading the invitation…',
    notFound:
      'This invitation could not be opened. It may have been withdrawn, or it was sent to another account.',
    spotlight: 'Invitation',
    close: 'Close the invitation',
  },
  markedRead: 'All notifications are marked as read.',
  failed: 'This list could not be loaded.',
} as const;
