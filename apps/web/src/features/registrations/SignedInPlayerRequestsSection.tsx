import { Skeleton } from '@mantine/core';
import { lazyNamed } from '../../app/lazy-named.tsx';
import { useSession } from '../auth/index.ts';
import type { PlayerRequestsSectionProps } from './PlayerRequestsSection.tsx';

const load = () => import('./PlayerRequestsSection.tsx').then((m) => m.PlayerRequestsSection);
// An editor always sees the section (an empty state at least): its place is held while it loads.
const EditorSection = lazyNamed(load, <Skeleton h={92} />);
const Section = lazyNamed(load);

/**
 * "Contracts and offers" on a public team or player page: the list only ever holds the caller's own requests, so
 * a visitor who is not signed in never sees it, and does not download it (its cards, dialogs and selects, ~45 kB
 * compressed: issue 25) either. For a signed-in user it loads after the page has painted.
 */
export function SignedInPlayerRequestsSection(props: PlayerRequestsSectionProps) {
  const session = useSession();
  if (!session.isAuthenticated) return null;
  return props.isEditor ? <EditorSection {...props} /> : <Section {...props} />;
}
