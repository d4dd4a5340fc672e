import type { CookieConsentLevel } from '@sportsbook/core/constants/cookie-consent.constants';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from '../../shared/http/api-paths';
import { httpRequest } from '../../shared/http/http-client';

/** api-v3 v1 user agreement-with-cookies/log (CFG-27): the server keeps the choice; answers when it did. */
export async function recordCookieConsent(level: CookieConsentLevel): Promise<{ agreedAt: string }> {
  const answer = await httpRequest<{ data: { level: number; agreedAt: string } }>({
    url: `${API_BASE}/api-v3/v1/user/agreement-with-cookies/log`,
    method: 'POST',
    body: { level },
    timeoutMs: PAGE_LOAD_WAIT_MS,
  });
  return answer.data;
}
