import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/query-keys.ts';
import { type AuthState, anonymous, fetchAuthState } from './session.ts';

export interface SessionResult extends AuthState {
  isLoading: boolean;
}

/**
 * The signed-in user, from GET /security/v1/auth/get-session. After sign-in, sign-out or a profile
 * change, invalidate `queryKeys.session`.
 */
export function useSession(): SessionResult {
  const query = useQuery({ queryKey: queryKeys.session, queryFn: fetchAuthState, staleTime: 60_000 });
  return { ...(query.data ?? anonymous), isLoading: query.isPending };
}
