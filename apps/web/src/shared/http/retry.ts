import { CLIENT_CODES, isHttpError } from './http-error';

export const ATTEMPTS_ENDED_MESSAGE = 'Attempts ended';

/** 403 and 422 are answers, not accidents (spec section 8): asking again cannot change them. */
const NON_RETRYABLE_STATUSES: ReadonlySet<number> = new Set([403, 422, CLIENT_CODES.cancelled]);

export function isRetryable(error: unknown): boolean {
  return !isHttpError(error) || !NON_RETRYABLE_STATUSES.has(error.statusCode);
}

export interface RetryOptions {
  attempts: number;
  delayMs?: number;
  shouldRetry?: (error: unknown) => boolean;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task` until it succeeds; after the last failed attempt it fails with 'Attempts ended'. */
export async function retry<T>(task: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const { attempts, delayMs = 0, shouldRetry = isRetryable } = options;
  let lastError: unknown;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await task(attempt);
    } catch (error) {
      if (!shouldRetry(error)) throw error;
      lastError = error;
      if (attempt < attempts && delayMs > 0) await pause(delayMs);
    }
  }
  throw new Error(ATTEMPTS_ENDED_MESSAGE, { cause: lastError });
}
