/** Codes the client gives failures that never got an HTTP status of their own (spec section 8). */
export const CLIENT_CODES = {
  network: 0,
  cancelled: 499,
  timeout: 1488,
  bodyTimeout: 1489,
} as const;

export const CANCELLED_MESSAGE = 'the request was cancelled';
export const DUPLICATE_MESSAGE = 'the same request is already in progress';

export function timeoutMessage(url: string): string {
  return `request time expired: ${url}`;
}

export function bodyTimeoutMessage(url: string): string {
  return `request time expired while downloading: ${url}`;
}

interface HttpErrorInit {
  statusCode: number;
  message: string;
  title?: string;
  data?: unknown;
}

/** The error object of spec section 3: `{ statusCode, message, title, data }`; `data` is the parsed body. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly title: string;
  readonly data: unknown;

  constructor({ statusCode, message, title, data }: HttpErrorInit) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.title = title ?? '';
    this.data = data ?? null;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}
