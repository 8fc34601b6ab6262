import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useWebEngineDomain } from '../../app/RuntimeConfigProvider.tsx';
import { isOtherSite, toSafeReturnPath } from '../../lib/return-url.ts';

/**
 * The page's `returnUrl` when it is on this site or one of its league sites, else '/'; the raw value to pass
 * along to links; and `goBack`, which follows it (a league site is another origin: a page load, not a route).
 */
export function useReturnUrl(): {
  returnPath: string;
  returnQuery: string;
  goBack: () => Promise<void>;
} {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const webEngineDomain = useWebEngineDomain();
  const returnPath = toSafeReturnPath(params.get('returnUrl'), window.location.origin, '/', webEngineDomain);
  const goBack = useCallback(async () => {
    if (isOtherSite(returnPath)) window.location.replace(returnPath);
    else await navigate(returnPath, { replace: true });
  }, [navigate, returnPath]);
  return { returnPath, returnQuery: `?returnUrl=${encodeURIComponent(returnPath)}`, goBack };
}
