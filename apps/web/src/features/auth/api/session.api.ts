import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../../shared/http/api-paths';
import { forgetBetSession } from '../../../shared/http/bet-session';
import { forgetUserToken } from '../../../shared/http/user-token';
import { httpRequest } from '../../../shared/http/http-client';

export interface SessionUser {
  id: number;
  login: string;
  email: string | null;
  phone: string | null;
  countryId: number | null;
  language: string;
}

export interface Session {
  isAuthenticated: boolean;
  user: SessionUser | null;
}

export const GUEST_SESSION: Session = { isAuthenticated: false, user: null };

/**
 * Who is logged in; this query is the app's auth state. When the answer cannot be had, the visitor is treated
 * as a guest, the only state that never shows an account the server would refuse.
 */
export async function fetchSession(signal?: AbortSignal): Promise<Session> {
  forgetBetSession();
  forgetUserToken();
  try {
    const response = await httpRequest<{ data: Session }>({
      url: `${API_BASE}/session-api/sessions/user`,
      timeoutMs: PAGE_LOAD_WAIT_MS,
      signal,
    });
    return response.data?.isAuthenticated && response.data.user ? response.data : GUEST_SESSION;
  } catch (error) {
    console.warn('session: treated as a guest', error);
    return GUEST_SESSION;
  }
}

export const SESSION_QUERY_KEY = ['session'] as const;

export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: ({ signal }) => fetchSession(signal),
  staleTime: 60_000,
});

export function useSession(): Session {
  return useQuery(sessionQuery).data ?? GUEST_SESSION;
}
