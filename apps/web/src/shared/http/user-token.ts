import { PAGE_LOAD_WAIT_MS } from '@sportsbook/core/constants/network-timing.constants';
import { API_BASE } from './api-paths';
import { httpRequest } from './http-client';

/** The cookie the user token lives in (AUTH-13). */
export const USER_TOKEN_COOKIE = 'user_token';

export function readCookie(name: string, cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The user token for calls that ask for x-auth: the cookie's, else a new one from GET user/gettoken
 * (`{ data: { token } }`), kept in the cookie for the next call.
 */
export async function userToken(): Promise<string> {
  const stored = readCookie(USER_TOKEN_COOKIE);
  if (stored) return stored;
  const response = await httpRequest<{ data: { token: string } }>({
    url: `${API_BASE}/user/gettoken`,
    timeoutMs: PAGE_LOAD_WAIT_MS,
  });
  const token = response.data.token;
  if (!readCookie(USER_TOKEN_COOKIE)) {
    document.cookie = `${USER_TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; SameSite=Lax`;
  }
  return token;
}

/** The token belongs to one session: forgotten whenever the session is read afresh (a login, a logout). */
export function forgetUserToken(): void {
  document.cookie = `${USER_TOKEN_COOKIE}=; path=/; max-age=0; SameSite=Lax`;
}

export async function userTokenHeaders(): Promise<Record<string, string>> {
  return { 'x-auth': await userToken() };
}
