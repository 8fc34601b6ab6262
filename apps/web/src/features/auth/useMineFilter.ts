import { useState } from 'react';
import { Role } from './session.ts';
import { useSession } from './useSession.ts';

/**
 * The "Mine only" filter of the admin lists. A SystemAdmin's lists show everything (they may edit it all),
 * so they get a switch to narrow a list to what they own or manage; everyone else's lists are theirs already.
 */
export function useMineFilter() {
  const { profile } = useSession();
  const seesEverything = profile?.role === Role.systemAdmin;
  const [mine, setMine] = useState(false);
  return {
    /** Whether the list could show more than the user's own items: offer the switch only then. */
    seesEverything,
    /** Whether the list shows only the user's own items. */
    mine: !seesEverything || mine,
    /** What the switch shows, or undefined when there is no switch. */
    control: seesEverything ? { checked: mine, onChange: setMine } : undefined,
    userId: profile?.sub,
  };
}
