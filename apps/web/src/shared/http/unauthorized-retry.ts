import { UNAUTHORIZED_RETRY_LIMIT } from '@sportsbook/core/constants/network-timing.constants';
import { HttpError, isHttpError } from './http-error';

export const TOKEN_NOT_AUTHENTICATED = 'TOKEN_NOT_AUTHENTICATED';

/**
 * A 401 refreshes the service token and retries once; after UNAUTHORIZED_RETRY_LIMIT failed attempts for the
 * same URL the call fails with TOKEN_NOT_AUTHENTICATED instead of refreshing in a loop.
 */
export function createUnauthorizedRetry(refreshToken: () => Promise<void>, limit = UNAUTHORIZED_RETRY_LIMIT) {
  const failures = new Map<string, number>();

  const giveUp = (url: string) =>
    new HttpError({
      statusCode: 401,
      message: TOKEN_NOT_AUTHENTICATED,
      title: TOKEN_NOT_AUTHENTICATED,
      data: { url },
    });

  async function attempt<T>(url: string, call: () => Promise<T>, refreshed: boolean): Promise<T> {
    try {
      const result = await call();
      failures.delete(url);
      return result;
    } catch (error) {
      if (!isHttpError(error) || error.statusCode !== 401) throw error;
      const count = (failures.get(url) ?? 0) + 1;
      failures.set(url, count);
      if (count >= limit) throw giveUp(url);
      if (refreshed) throw error;
      await refreshToken();
      return attempt(url, call, true);
    }
  }

  return <T>(url: string, call: () => Promise<T>): Promise<T> => attempt(url, call, false);
}
