import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { officeCall } from '../office-request';

/** One session as getusersessions lists it (ACC-09). */
export interface SessionItem {
  session_id: string;
  is_current: boolean;
  login_kind: string | null;
  ip: string | null;
  device: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  ended_at: string | null;
  end_reason: string | null;
}

/** The client's names for the lists (spec section 3: activeSessions, recentSessions). */
export interface Sessions {
  activeSessions: SessionItem[];
  recentSessions: SessionItem[];
}

const SESSIONS_KEY = ['office', 'sessions'] as const;

export function useSessions(quantity: number) {
  return useQuery({
    queryKey: [...SESSIONS_KEY, quantity],
    queryFn: async ({ signal }): Promise<Sessions> => {
      const data = await officeCall<{ active_sessions: SessionItem[]; recent_sessions: SessionItem[] }>(
        'getusersessions',
        { sessions_quantity: quantity },
        signal,
      );
      return { activeSessions: data.active_sessions, recentSessions: data.recent_sessions };
    },
    placeholderData: (previous) => previous,
  });
}

function useRefreshSessions() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
}

/** closesession (ACC-10): ends one of the player's other sessions. */
export function useCloseSession() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: (sessionId: string) =>
      officeCall<{ closed: boolean }>('closesession', { session_id: sessionId }),
    onSuccess: refresh,
  });
}

/** disconnecteverywhere (ACC-10): ends every session but this one. */
export function useDisconnectEverywhere() {
  const refresh = useRefreshSessions();
  return useMutation({
    mutationFn: () => officeCall<{ ended: number }>('disconnecteverywhere'),
    onSuccess: refresh,
  });
}
