import { useMutation } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../../shared/http/api-paths';
import { httpRequest } from '../../../shared/http/http-client';
import { toBase64 } from '../../../shared/text/base64';

export interface PasswordChange {
  oldPassword: string;
  password: string;
  confirmation: string;
  endOtherSessions: boolean;
}

/**
 * PUT web user v1 password (ACC-08): a JSON:API document whose passwords go base64-encoded; with
 * end_other_sessions the player's other sessions end at once.
 */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: PasswordChange) =>
      (
        await httpRequest<{ data: { attributes: { changed: boolean; ended_sessions: number } } }>({
          url: `${API_BASE}/api/web/user/v1/password`,
          method: 'PUT',
          jsonApi: true,
          body: {
            data: {
              type: 'password',
              attributes: {
                old_password: toBase64(change.oldPassword),
                password: toBase64(change.password),
                password_confirmation: toBase64(change.confirmation),
                end_other_sessions: change.endOtherSessions,
              },
            },
          },
          timeoutMs: PAGE_LOAD_WAIT_MS,
        })
      ).data.attributes,
  });
}
