import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import type { registrationSubmitResponseSchema } from '@sportsbook/core/api/routes/registration-submit.routes';
import type { z } from 'zod';
import { useCaptchaProvider } from '../../../../shared/captcha/use-captcha-provider';
import { withCaptcha } from '../../../../shared/captcha/with-captcha';
import { API_BASE } from '../../../../shared/http/api-paths';
import { httpRequest } from '../../../../shared/http/http-client';
import { SESSION_QUERY_KEY } from '../../api/session.api';

export type RegistrationResult = z.infer<typeof registrationSubmitResponseSchema>['data'];

/**
 * Registers (REG-41): the field ids of the type's field set and the flags in one body. The server validates
 * with the same rules, opens the main currency account and logs the player in with a session cookie. A site
 * whose captcha the server verifies asks for it first (CAPTCHA_REQUIRED), and the submit sends its token.
 */
export function useRegistrationSubmit() {
  const queryClient = useQueryClient();
  const captcha = useCaptchaProvider();
  return useMutation({
    mutationFn: async (body: Record<string, unknown>) =>
      (
        await withCaptcha(captcha, 'registration', (headers) =>
          httpRequest<{ data: RegistrationResult }>({
            url: `${API_BASE}/registration/submit`,
            method: 'POST',
            body,
            headers,
            timeoutMs: PAGE_LOAD_WAIT_MS,
          }),
        )
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  });
}
