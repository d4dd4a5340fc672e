import { CLIENT_CODES, isHttpError } from './http-error';

export const ATTEMPTS_ENDED_MESSAGE = 'Attempts ended';

/**
 * 403 and 422 are answers, not accidents (spec section 8): asking again cannot change them; nor can it change
 * the country a 451 (geo blocked) was given for.
 */
const NON_RETRYABLE_STATUSES: ReadonlySet<number> = new Set([403, 422, 451, CLIENT_CODES.cancelled]);

export function isRetryable(error: unknown): boolean {
  return !isHttpError(error) || !NON_RETRYABLE_STATUSES.has(error.statusCode);
}

export interface RetryOptions {
  attempts: number;
  /** One wait between all attempts, or the wait after each failed attempt in turn (the last one repeats). */
  delayMs?: number | readonly number[];
  shouldRetry?: (error: unknown) => boolean;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function waitAfter(attempt: number, delayMs: number | readonly number[]): number {
  if (typeof delayMs === 'number') return delayMs;
  return delayMs[Math.min(attempt, delayMs.length) - 1] ?? 0;
}

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
      const wait = waitAfter(attempt, delayMs);
      if (attempt < attempts && wait > 0) await pause(wait);
    }
  }
  throw new Error(ATTEMPTS_ENDED_MESSAGE, { cause: lastError });
}
