import { TOKEN_SAFETY_MARGIN_MS } from '@sportsbook/core/constants/network-timing.constants';
import { readExpiring, writeExpiring } from '../storage/expiring-storage';
import { removeStorage } from '../storage/local-storage';
import { API_BASE } from './api-paths';
import { errorFromResponse } from './error-from-response';
import { httpRequest, type HttpRequest } from './http-client';
import { decodeToken } from './token-decoder';
import { createUnauthorizedRetry } from './unauthorized-retry';

export const USER_NOT_AUTHENTICATED = 'USER_NOT_AUTHENTICATED';
export const LOST_TOKEN = 'lost token';
export const MISSING_DATE_HEADER = 'missing date header';

const TOKEN_URL = `${API_BASE}/api/mobile/v1/token/`;
const REFRESH_URL = `${API_BASE}/api/mobile/v1/token/refresh`;
const STORAGE_KEY = 'service-token';

/** The service token of spec section 3: userToken and expireDate. */
export interface ServiceToken {
  userToken: string;
  expireDate: string;
}

/** A token sent without expireDate carries its expiry itself (a JWT's exp); else it is unusable. */
function expiryOf(token: string): string {
  const exp = decodeToken(token).exp;
  if (typeof exp !== 'number') throw new ServiceAuthError(LOST_TOKEN);
  return new Date(exp * 1000).toISOString();
}

export class ServiceAuthError extends Error {
  override readonly name = 'ServiceAuthError';
}

interface TokenResponse {
  data?: { attributes?: Partial<ServiceToken> };
}

/**
 * The bearer token client (AUTH-14 to AUTH-19). The server's Date header sets the clock offset, so a token
 * counts as expired 5 s before its expireDate by the server's clock, whatever the device's clock says. A
 * 401 refreshes the token and retries once; three failures for one URL give TOKEN_NOT_AUTHENTICATED.
 */
export class ServiceTokenClient {
  private skewMs = 0;
  private pending: Promise<string> | null = null;
  private readonly retry = createUnauthorizedRetry(async () => {
    await this.refresh();
  });

  constructor(private readonly now: () => number = Date.now) {}

  /** The server's time as this device reckons it. */
  serverNow(): number {
    return this.now() + this.skewMs;
  }

  isValid(token: ServiceToken): boolean {
    return Date.parse(token.expireDate) - TOKEN_SAFETY_MARGIN_MS > this.serverNow();
  }

  /** A valid token, from storage or fetched; a failed fetch is logged and gives '' (403 is thrown). */
  async token(): Promise<string> {
    const stored = readExpiring<ServiceToken>(STORAGE_KEY, this.now());
    if (stored && this.isValid(stored)) return stored.userToken;
    this.pending ??= this.load(TOKEN_URL, 'GET').finally(() => (this.pending = null));
    return this.pending;
  }

  /** A new token from the refresh call (JSON:API), replacing the stored one. */
  refresh(): Promise<string> {
    removeStorage(STORAGE_KEY);
    this.pending = this.load(REFRESH_URL, 'POST').finally(() => (this.pending = null));
    return this.pending;
  }

  /** A call with `Authorization: Bearer`; see the class comment for 401 handling. */
  request<T>(request: HttpRequest): Promise<T> {
    return this.retry(request.url, async () => {
      const token = await this.token();
      return httpRequest<T>({
        ...request,
        headers: { ...request.headers, Authorization: `Bearer ${token}` },
      });
    });
  }

  private async load(url: string, method: 'GET' | 'POST'): Promise<string> {
    try {
      const token = await this.fetchToken(url, method);
      writeExpiring(STORAGE_KEY, token, Date.parse(token.expireDate) - this.skewMs);
      return token.userToken;
    } catch (error) {
      if (error instanceof ServiceAuthError && error.message === USER_NOT_AUTHENTICATED) throw error;
      console.error('service token could not be loaded', error);
      return '';
    }
  }

  private async fetchToken(url: string, method: 'GET' | 'POST'): Promise<ServiceToken> {
    const type = 'application/vnd.api+json';
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: method === 'POST' ? { Accept: type, 'Content-Type': type } : { Accept: type },
      body: method === 'POST' ? JSON.stringify({ data: { type: 'token', attributes: {} } }) : undefined,
    });
    if (response.status === 403) throw new ServiceAuthError(USER_NOT_AUTHENTICATED);
    const text = await response.text();
    const body = (text ? JSON.parse(text) : null) as TokenResponse | null;
    if (!response.ok) throw errorFromResponse(response.status, response.statusText, body);
    const date = response.headers.get('date');
    if (!date || Number.isNaN(Date.parse(date))) throw new ServiceAuthError(MISSING_DATE_HEADER);
    this.skewMs = Date.parse(date) - this.now();
    const attributes = body?.data?.attributes;
    if (!attributes?.userToken) throw new ServiceAuthError(LOST_TOKEN);
    return {
      userToken: attributes.userToken,
      expireDate: attributes.expireDate ?? expiryOf(attributes.userToken),
    };
  }
}
