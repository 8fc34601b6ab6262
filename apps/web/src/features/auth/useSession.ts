import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from './queries.ts';
import { type AuthState, anonymous } from './session.ts';

export interface SessionResult extends AuthState {
  /** The first read is on its way. */
  isLoading: boolean;
  /**
   * The session could not be read (network, 429, 5xx) and none is known yet: whether the user is signed in
   * is unknown. Reads go on in the background; pages show an error state, never "signed out".
   */
  isUnavailable: boolean;
  /** Reads the session again now. */
  retry: () => void;
}

export { sessionRetryDelay } from './queries.ts';

/**
 * The signed-in user, from GET /security/v1/auth/get-session. After sign-in, sign-out or a profile change,
 * invalidate `queryKeys.session`. A failed read that says nothing about the session (see
 * `isTransientFailure`) keeps the last known user and is retried; it never signs anyone out.
 */
export function useSession(): SessionResult {
  const query = useQuery(sessionQuery());
  const isUnavailable = query.data === undefined && (query.isError || query.failureCount > 0);
  return {
    ...(query.data ?? anonymous),
    isLoading: query.isPending && !isUnavailable,
    isUnavailable,
    retry: () => void query.refetch(),
  };
}
