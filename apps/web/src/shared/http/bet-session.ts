import { BET_SESSION_HEADER } from '@sportsbook/core/api/route-definition';
import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from './api-paths';
import { httpRequest } from './http-client';

let pageSession: Promise<string> | null = null;

/**
 * The session this page bets in (HTTP-10), asked once with getsessionid. After a login in another tab the
 * cookie names another session and the server refuses the bet instead of placing it on that login.
 * When the id cannot be had the bet goes without it (the header is optional), never blocked by this lookup.
 */
export async function betSessionHeaders(): Promise<Record<string, string>> {
  pageSession ??= httpRequest<{ data: { session_id: string } }>({
    url: `${API_BASE}/officeapi/getsessionid`,
    timeoutMs: PAGE_LOAD_WAIT_MS,
  }).then((answer) => answer.data.session_id);
  try {
    return { [BET_SESSION_HEADER]: await pageSession };
  } catch {
    pageSession = null;
    return {};
  }
}

/** Called whenever the page learns who is logged in afresh: its bets then follow that session. */
export function forgetBetSession(): void {
  pageSession = null;
}
