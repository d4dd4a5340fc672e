import {
  bodyTimeoutMessage,
  CANCELLED_MESSAGE,
  CLIENT_CODES,
  HttpError,
  isHttpError,
  timeoutMessage,
} from './http-error';

/**
 * One request's cancellation and timeout. Both phases (waiting for headers, then downloading the body) race
 * against it, so a stalled body fails with its own code (1489) rather than hanging.
 */
export class RequestDeadline {
  private readonly controller = new AbortController();
  private readonly aborted: Promise<never>;
  private reason: 'cancelled' | 'timeout' | null = null;
  private phase: 'headers' | 'body' = 'headers';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private readonly onOuterAbort = () => this.abort('cancelled');

  constructor(
    private readonly url: string,
    private readonly outer: AbortSignal | undefined,
    timeoutMs: number | undefined,
  ) {
    this.aborted = new Promise<never>((_, reject) => {
      this.controller.signal.addEventListener('abort', () => reject(this.abortError()), { once: true });
    });
    this.aborted.catch(() => undefined);
    if (outer?.aborted) this.abort('cancelled');
    outer?.addEventListener('abort', this.onOuterAbort, { once: true });
    if (timeoutMs !== undefined && timeoutMs > 0) {
      this.timer = setTimeout(() => this.abort('timeout'), timeoutMs);
    }
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  startBody(): void {
    this.phase = 'body';
  }

  race<T>(work: Promise<T>): Promise<T> {
    return Promise.race([work, this.aborted]);
  }

  /** Turns whatever a phase threw into the client's error object. */
  explain(error: unknown): HttpError {
    if (isHttpError(error)) return error;
    if (this.reason) return this.abortError();
    const detail = error instanceof Error ? error.message : String(error);
    return new HttpError({ statusCode: CLIENT_CODES.network, message: `network error: ${detail}` });
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.outer?.removeEventListener('abort', this.onOuterAbort);
  }

  private abort(reason: 'cancelled' | 'timeout'): void {
    if (this.reason) return;
    this.reason = reason;
    this.controller.abort();
  }

  private abortError(): HttpError {
    if (this.reason === 'timeout') {
      return this.phase === 'headers'
        ? new HttpError({ statusCode: CLIENT_CODES.timeout, message: timeoutMessage(this.url) })
        : new HttpError({ statusCode: CLIENT_CODES.bodyTimeout, message: bodyTimeoutMessage(this.url) });
    }
    return new HttpError({ statusCode: CLIENT_CODES.cancelled, message: CANCELLED_MESSAGE });
  }
}
