/**
 * The one catalogue of error codes. Services throw `AppError(code)`, the server maps the code to its HTTP
 * status, and the web maps the code to an i18n key (`errors.<code>`), so a code never changes meaning.
 */
export const ERROR_CODES = {
  BAD_REQUEST: { status: 400, detail: 'The request is malformed' },
  INVALID_JSON: { status: 400, detail: 'The request body is not valid JSON' },
  UNAUTHENTICATED: { status: 401, detail: 'Log in to continue' },
  INVALID_CREDENTIALS: { status: 401, detail: 'Wrong login or password' },
  SESSION_EXPIRED: { status: 401, detail: 'The session has ended' },
  OPS_TOKEN_INVALID: { status: 401, detail: 'A valid operator token is required' },
  ACCESS_DENIED: { status: 403, detail: 'Access denied' },
  USER_NOT_AUTHENTICATED: { status: 403, detail: 'The user is not authenticated' },
  CSRF_REJECTED: { status: 403, detail: 'Cross-site request refused' },
  ACCOUNT_BLOCKED: { status: 403, detail: 'The account is blocked' },
  NOT_FOUND: { status: 404, detail: 'Not found' },
  CONFIG_ABSENT: { status: 404, detail: 'config is absent' },
  METHOD_NOT_ALLOWED: { status: 405, detail: 'Method not allowed' },
  IDEMPOTENCY_CONFLICT: { status: 409, detail: 'The idempotency key was used with other parameters' },
  CONFLICT: { status: 409, detail: 'The resource changed; retry' },
  INSUFFICIENT_FUNDS: { status: 409, detail: 'The balance is not enough' },
  ACCOUNT_NOT_EMPTY: { status: 409, detail: 'Only an empty account can be deleted' },
  ACCOUNT_IN_USE: { status: 409, detail: 'The main or the active account cannot be deleted' },
  PAYLOAD_TOO_LARGE: { status: 413, detail: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, detail: 'Unsupported content type' },
  VALIDATION_FAILED: { status: 422, detail: 'Some fields are invalid' },
  ACCOUNT_LOCKED: { status: 429, detail: 'Too many failed attempts; try again later' },
  RATE_LIMITED: { status: 429, detail: 'Too many requests' },
  GEO_BLOCKED: { status: 451, detail: 'Not available in your country' },
  INTERNAL: { status: 500, detail: 'Internal server error' },
  NOT_IMPLEMENTED: { status: 501, detail: 'Not implemented yet' },
  BAD_GATEWAY: { status: 502, detail: 'An upstream provider failed' },
  SERVICE_UNAVAILABLE: { status: 503, detail: 'The service is starting or stopping' },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
