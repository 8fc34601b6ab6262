import type { FavoriteKind } from '@matchday/contracts';
import { lazyNamed } from '../../app/lazy-named.tsx';
import { useSession } from '../auth/index.ts';

const FavoriteToggle = lazyNamed(() => import('./FavoriteToggle.tsx').then((m) => m.FavoriteToggle));

/**
 * The favourite star on a public page's header: its code (FavoriteToggle.tsx) loads for signed-in users only,
 * so a visitor, who sees nothing of it, does not download it either (issue 25).
 */
export function SignedInFavoriteToggle(props: { kind: FavoriteKind; id: string }) {
  const session = useSession();
  return session.isAuthenticated ? <FavoriteToggle {...props} /> : null;
}
