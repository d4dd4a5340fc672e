import { EXTRA_AUTH_HEADER, type RouteAuthHeader } from '@sportsbook/core/api/route-definition';
import { betSessionHeaders } from './bet-session';

/**
 * The credential headers of a call marked `authHeader` in the core route table (AUTH-22, HTTP-10). The user
 * token code loads only when a call asks for it.
 */
export async function authHeaders(kind: RouteAuthHeader): Promise<Record<string, string>> {
  if (kind === 'bet-session') return betSessionHeaders();
  const token = await (await import('./user-token')).userTokenHeaders();
  return kind === 'extra-auth' ? { ...token, [EXTRA_AUTH_HEADER]: '1' } : token;
}
