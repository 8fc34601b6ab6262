import type { ChampLeague, PageConfiguration } from '@matchday/contracts';
import { createContext, useContext } from 'react';

export interface LeagueSite {
  league: ChampLeague;
  page: PageConfiguration;
  /** An address on the main site (sign-in, the admin area). */
  mainSiteUrl: (path: string) => string;
}

export const LeagueSiteContext = createContext<LeagueSite | null>(null);

/** The league of this site; only inside LeagueSiteLayout. */
export function useLeagueSite(): LeagueSite {
  const site = useContext(LeagueSiteContext);
  if (!site) throw new Error('useLeagueSite must be used inside LeagueSiteLayout');
  return site;
}
