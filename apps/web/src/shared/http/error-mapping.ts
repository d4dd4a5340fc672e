import type { ErrorCode } from '@sportsbook/core/errors/error-codes';
import { messageKey } from '../i18n/message-key';
import { isErrorBody } from './error-from-response';
import { CLIENT_CODES, isHttpError } from './http-error';

export const MAIN_ERROR_SERVER = 'main_error_server';
export const MAIN_QUERY_ERROR = 'main_query_error';

/** What a screen shows for a failed call: a translated message and per-field message keys. */
export interface UserError {
  /** Dictionary key of the message. */
  messageKey: string;
  /** A readable text the platform envelope already carries; shown instead of the key's translation. */
  text?: string;
  /** Field -> the spec's message keys (`required`, ...), as the server's validation_errors gives them. */
  fieldErrors: Readonly<Record<string, readonly string[]>>;
}

const SERVER_ERROR_KEY = messageKey(MAIN_ERROR_SERVER);
const QUERY_ERROR_KEY = messageKey(MAIN_QUERY_ERROR);

/** When the body names no code, the status decides (spec section 8's statuses and the client codes). */
const STATUS_CODES: Readonly<Record<number, ErrorCode | ClientErrorCode>> = {
  [CLIENT_CODES.network]: 'NETWORK',
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'ACCESS_DENIED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  451: 'GEO_BLOCKED',
  [CLIENT_CODES.cancelled]: 'REQUEST_CANCELLED',
  500: 'INTERNAL',
  501: 'NOT_IMPLEMENTED',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  [CLIENT_CODES.timeout]: 'REQUEST_TIMEOUT',
  [CLIENT_CODES.bodyTimeout]: 'REQUEST_TIMEOUT',
};

/** Failures only the client can observe; their keys live beside the server codes' keys. */
export type ClientErrorCode = 'NETWORK' | 'REQUEST_CANCELLED' | 'REQUEST_TIMEOUT' | 'CAPTCHA_DISMISSED';

/** The player closed the captcha (shared/captcha's CaptchaDismissedError, known by its code to stay light). */
function isDismissedCaptcha(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === 'CAPTCHA_DISMISSED';
}

export function errorKey(code: string): string {
  return `errors.${code}`;
}

interface PlatformFailure {
  Success: false;
  Error?: string;
}

function isPlatformFailure(data: unknown): data is PlatformFailure {
  return typeof data === 'object' && data !== null && (data as { Success?: unknown }).Success === false;
}

/** Maps any failure to what the user sees; `hasKey` tells which translations exist. */
export function toUserError(error: unknown, hasKey: (key: string) => boolean): UserError {
  const data = isHttpError(error) ? error.data : error;
  if (isPlatformFailure(data)) {
    return data.Error
      ? { messageKey: QUERY_ERROR_KEY, text: data.Error, fieldErrors: {} }
      : { messageKey: QUERY_ERROR_KEY, fieldErrors: {} };
  }
  if (isDismissedCaptcha(error)) return { messageKey: errorKey('CAPTCHA_DISMISSED'), fieldErrors: {} };
  if (!isHttpError(error)) return { messageKey: SERVER_ERROR_KEY, fieldErrors: {} };
  const body = isErrorBody(data) ? data : undefined;
  const candidates = [body?.errors?.[0]?.code, STATUS_CODES[error.statusCode]]
    .filter((code): code is string => Boolean(code))
    .map(errorKey);
  return {
    messageKey: candidates.find(hasKey) ?? SERVER_ERROR_KEY,
    fieldErrors: body?.validation_errors ?? {},
  };
}
