import { useSearchParams } from 'react-router';
import { toSafeReturnPath } from '../../lib/return-url.ts';

/** The page's `returnUrl` when it is on this site, else '/'; plus the raw value to pass along to links. */
export function useReturnUrl(): { returnPath: string; returnQuery: string } {
  const [params] = useSearchParams();
  const returnPath = toSafeReturnPath(params.get('returnUrl'), window.location.origin);
  return { returnPath, returnQuery: `?returnUrl=${encodeURIComponent(returnPath)}` };
}
