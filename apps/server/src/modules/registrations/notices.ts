import type { NoticeContent } from '../notifications/notifications.service.ts';

/**
 * Every word the registrations module leaves in an inbox or a mail, in one place so it reads as a catalogue
 * (docs/adr/0014-registration-requests.md "Invitations"). Titles are plain sentences naming the items; a
 * decision's reason, or an invitation's note, goes in the body. Links are the web app's requests screen.
 */

type Draft = NoticeContent;

export const requestLinks = {
  team: '/admin/requests?tab=team',
  player: '/admin/requests?tab=player',
  invitation: (id: string) => `/admin/requests?tab=invitations&invitation=${id}`,
} as const;

const period = (p: { startDate: string; endDate: string }) => `(${p.startDate} – ${p.endDate})`;

const withReason = (reason: string | null | undefined) => (reason ? { body: `Reason: ${reason}` } : {});

// ---- team requests -------------------------------------------------------------------------------------------

interface TeamRequestNames {
  id: string;
  teamName: string;
  champName: string;
}

export function teamRequestReceived(r: TeamRequestNames): Draft {
  return {
    kind: 'teamRequest.received',
    title: `${r.teamName} asks to enter ${r.champName}`,
    link: requestLinks.team,
    subjectId: r.id,
  };
}

const teamRequestOutcome = {
  accepted: (r: TeamRequestNames) => `${r.champName} accepted ${r.teamName}`,
  rejected: (r: TeamRequestNames) => `${r.champName} declined ${r.teamName}`,
  withdrawn: (r: TeamRequestNames) => `${r.teamName} withdrew its request to enter ${r.champName}`,
};

export function teamRequestDecided(
  r: TeamRequestNames,
  status: keyof typeof teamRequestOutcome,
  reason: string | null,
): Draft {
  return {
    kind: 'teamRequest.decided',
    title: teamRequestOutcome[status](r),
    ...withReason(reason),
    link: requestLinks.team,
    subjectId: r.id,
  };
}

export function teamRequestPaid(r: TeamRequestNames, reference: string | null): Draft {
  return {
    kind: 'request.paid',
    title: `${r.champName} marked the entry fee of ${r.teamName} paid`,
    ...(reference ? { body: `Reference: ${reference}` } : {}),
    link: requestLinks.team,
    subjectId: r.id,
  };
}

// ---- player requests -----------------------------------------------------------------------------------------

interface PlayerRequestNames {
  id: string;
  /** true: the player's owner asks to join; false: the team offers a contract. */
  isSentByUser: boolean;
  teamName: string;
  playerName: string;
  startDate: string;
  endDate: string;
}

export function playerRequestReceived(r: PlayerRequestNames): Draft {
  return {
    kind: 'playerRequest.received',
    title: r.isSentByUser
      ? `${r.playerName} asks to join ${r.teamName} ${period(r)}`
      : `${r.teamName} offers ${r.playerName} a contract ${period(r)}`,
    link: requestLinks.player,
    subjectId: r.id,
  };
}

const offerOutcome = {
  accepted: (r: PlayerRequestNames) => `${r.playerName} accepted the offer of ${r.teamName} ${period(r)}`,
  rejected: (r: PlayerRequestNames) => `${r.playerName} declined the offer of ${r.teamName}`,
  withdrawn: (r: PlayerRequestNames) => `${r.teamName} withdrew its offer to ${r.playerName}`,
};

const joinOutcome = {
  accepted: (r: PlayerRequestNames) => `${r.teamName} accepted ${r.playerName} ${period(r)}`,
  rejected: (r: PlayerRequestNames) => `${r.teamName} declined ${r.playerName}`,
  withdrawn: (r: PlayerRequestNames) => `${r.playerName} withdrew the request to join ${r.teamName}`,
};

export function playerRequestDecided(
  r: PlayerRequestNames,
  status: keyof typeof offerOutcome,
  reason: string | null,
): Draft {
  return {
    kind: 'playerRequest.decided',
    title: (r.isSentByUser ? joinOutcome : offerOutcome)[status](r),
    ...withReason(reason),
    link: requestLinks.player,
    subjectId: r.id,
  };
}

// ---- invitations ---------------------------------------------------------------------------------------------

export type InvitationNames =
  | { id: string; kind: 'team'; champName: string; message: string | null }
  | {
      id: string;
      kind: 'player';
      teamName: string;
      startDate: string;
      endDate: string;
      message: string | null;
    };

function invitationSentence(i: InvitationNames): string {
  return i.kind === 'team'
    ? `${i.champName} invites you to enter a team`
    : `${i.teamName} invites you to bring a player ${period(i)}`;
}

export function invitationReceived(i: InvitationNames): Draft {
  return {
    kind: 'invitation.received',
    title: invitationSentence(i),
    ...(i.message ? { body: i.message } : {}),
    link: requestLinks.invitation(i.id),
    subjectId: i.id,
  };
}

/** What the invitee brought: the team that entered, or the player who joined (accepts only). */
interface Outcome {
  inviteeName: string;
  broughtName: string | null;
}

const invitationOutcome = {
  accepted: (i: InvitationNames, o: Outcome) =>
    i.kind === 'team'
      ? `${o.broughtName ?? o.inviteeName} accepted the invitation to ${i.champName}`
      : `${o.broughtName ?? o.inviteeName} accepted the invitation of ${i.teamName} ${period(i)}`,
  rejected: (i: InvitationNames, o: Outcome) =>
    `${o.inviteeName} declined the invitation ${i.kind === 'team' ? `to ${i.champName}` : `of ${i.teamName}`}`,
  withdrawn: (i: InvitationNames) =>
    `${i.kind === 'team' ? i.champName : i.teamName} withdrew its invitation`,
};

export function invitationDecided(
  i: InvitationNames,
  status: keyof typeof invitationOutcome,
  outcome: Outcome,
  reason: string | null,
): Draft {
  return {
    kind: 'invitation.decided',
    title: invitationOutcome[status](i, outcome),
    ...withReason(reason),
    link: requestLinks.invitation(i.id),
    subjectId: i.id,
  };
}

/** The mail to an address with no account yet: the invitation, and a sign-up link that leads back to it. */
export function invitationToAddress(i: InvitationNames, signUpLink: string, expiresOn: string): Draft {
  const lines = [`${invitationSentence(i)} on Matchday.`];
  if (i.message) lines.push('', i.message);
  lines.push(
    '',
    'Create your account with this email address to answer it (the link below).',
    `The invitation is open until ${expiresOn}.`,
  );
  return {
    kind: 'invitation.received',
    title: invitationSentence(i),
    body: lines.join('\n'),
    link: signUpLink,
    subjectId: i.id,
  };
}
