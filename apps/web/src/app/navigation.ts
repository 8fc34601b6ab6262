import {
  IconBallFootball,
  IconBuildingStadium,
  IconCalendar,
  IconHome,
  IconInbox,
  IconMail,
  IconMessage,
  IconMessages,
  IconRun,
  IconScoreboard,
  IconShirtSport,
  IconTournament,
  IconTrophy,
  IconUser,
  IconUserShield,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavItem {
  /** Route path (must exist in router.tsx: the navigation links only what works). */
  to: string;
  /** i18n key of the label (en.ts). */
  labelKey: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Shown only to users with this role (e.g. 'SystemAdmin'). */
  role?: string;
  /** Active only on an exact match (for '/'). */
  end?: boolean;
}

/** Public site header links, in order. A feature adds its entry here together with its route. */
export const publicNav: NavItem[] = [
  { to: '/', labelKey: 'nav.home', icon: IconHome, end: true },
  { to: '/sports', labelKey: 'nav.sports', icon: IconBallFootball },
  { to: '/competitions', labelKey: 'nav.competitions', icon: IconTrophy },
  { to: '/calendar', labelKey: 'nav.calendar', icon: IconCalendar },
  { to: '/contact-us', labelKey: 'nav.contact', icon: IconMessage },
];

/** Admin area side navigation, in order. A feature adds its entry here together with its route. */
export const adminNav: NavItem[] = [
  { to: '/admin/profile', labelKey: 'nav.profile', icon: IconUser },
  { to: '/admin/requests', labelKey: 'nav.requests', icon: IconInbox },
  { to: '/admin/leagues', labelKey: 'nav.leagues', icon: IconTrophy },
  { to: '/admin/competitions', labelKey: 'nav.adminCompetitions', icon: IconTournament },
  { to: '/admin/teams', labelKey: 'nav.teams', icon: IconShirtSport },
  { to: '/admin/players', labelKey: 'nav.players', icon: IconRun },
  { to: '/admin/match-center', labelKey: 'nav.matchCentre', icon: IconScoreboard },
  { to: '/admin/venues', labelKey: 'nav.venues', icon: IconBuildingStadium },
  { to: '/admin/referees', labelKey: 'nav.referees', icon: IconUserShield },
  { to: '/admin/outbox', labelKey: 'nav.outbox', icon: IconMail, role: 'SystemAdmin' },
  {
    to: '/admin/contact-messages',
    labelKey: 'nav.contactMessages',
    icon: IconMessages,
    role: 'SystemAdmin',
  },
];

export function visibleNav(items: NavItem[], role: string | undefined): NavItem[] {
  return items.filter((item) => !item.role || item.role === role);
}
