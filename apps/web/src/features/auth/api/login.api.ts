import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../../shared/http/api-paths';
import { createRequest } from '../../../shared/http/request-builder';
import { SESSION_QUERY_KEY } from './session.api';

export interface LoginInput {
  login: string;
  password: string;
  remember_auth: boolean;
}

interface LoginResponse {
  data: { userId: number; login: string };
}

/** Password login; the server answers with a session cookie. A double submit is refused, not sent twice. */
const loginRequest = createRequest<LoginResponse>({
  url: `${API_BASE}/user/auth`,
  method: 'POST',
  params: ['login', 'password', 'remember_auth'],
  rejectDuplicates: true,
  timeoutMs: PAGE_LOAD_WAIT_MS,
});

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => loginRequest({ ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
