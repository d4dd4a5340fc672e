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
  WEBHOOK_SIGNATURE_INVALID: { status: 401, detail: 'The webhook signature is missing, stale or wrong' },
  ACCESS_DENIED: { status: 403, detail: 'Access denied' },
  USER_NOT_AUTHENTICATED: { status: 403, detail: 'The user is not authenticated' },
  CSRF_REJECTED: { status: 403, detail: 'Cross-site request refused' },
  ACCOUNT_BLOCKED: { status: 403, detail: 'The account is blocked' },
  /** Spec section 8: the withdrawal page's error code `blocked` marks the account blocked (as written). */
  blocked: { status: 403, detail: 'Payments are blocked for this account' },
  SOCIAL_LOGIN_INVALID: {
    status: 401,
    detail:
      'The social sign-in could not be verified: its state, code or signature is wrong, used or expired',
  },
  CAPTCHA_REQUIRED: { status: 403, detail: 'Solve the captcha to continue' },
  CAPTCHA_INVALID: { status: 403, detail: 'The captcha was not solved, was used already or has expired' },
  VERIFICATION_REQUIRED: { status: 403, detail: 'Verify your identity before this payment' },
  VIP_DOMAIN_REQUIRED: {
    status: 403,
    detail: 'Players from this country log in through the VIP domain given in the site configuration',
  },
  NOT_FOUND: { status: 404, detail: 'Not found' },
  CONFIG_ABSENT: { status: 404, detail: 'config is absent' },
  METHOD_NOT_ALLOWED: { status: 405, detail: 'Method not allowed' },
  IDEMPOTENCY_CONFLICT: { status: 409, detail: 'The idempotency key was used with other parameters' },
  SOCIAL_EMAIL_TAKEN: {
    status: 409,
    detail: 'An account with this e-mail exists: log in to it and link the provider on the security page',
  },
  SOCIAL_IDENTITY_TAKEN: { status: 409, detail: 'This social account is linked to another player' },
  CONFLICT: { status: 409, detail: 'The resource changed; retry' },
  INSUFFICIENT_FUNDS: { status: 409, detail: 'The balance is not enough' },
  ACCOUNT_NOT_EMPTY: { status: 409, detail: 'Only an empty account can be deleted' },
  ACCOUNT_IN_USE: { status: 409, detail: 'The main or the active account cannot be deleted' },
  PAYMENT_NOT_CAPTURED: { status: 409, detail: 'The payment is not captured, so it cannot be refunded' },
  PAYMENT_STATUS_CONFLICT: { status: 409, detail: 'The payment is no longer in a state that allows this' },
  WEBHOOK_NOT_APPLICABLE: { status: 409, detail: 'The event cannot be applied yet; deliver it again later' },
  PAYLOAD_TOO_LARGE: { status: 413, detail: 'The request body is too large' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, detail: 'Unsupported content type' },
  VALIDATION_FAILED: { status: 422, detail: 'Some fields are invalid' },
  ACCOUNT_LOCKED: { status: 429, detail: 'Too many failed attempts; try again later' },
  RATE_LIMITED: { status: 429, detail: 'Too many requests' },
  GEO_BLOCKED: { status: 451, detail: 'Not available in your country' },
  INTERNAL: { status: 500, detail: 'Internal server error' },
  NOT_IMPLEMENTED: { status: 501, detail: 'Not implemented yet' },
  BAD_GATEWAY: { status: 502, detail: 'An upstream provider failed' },
  SOCIAL_PROVIDER_UNAVAILABLE: { status: 503, detail: 'This sign-in provider is not available' },
  SERVICE_UNAVAILABLE: { status: 503, detail: 'The service is starting or stopping' },
} as const satisfies Record<string, { status: number; detail: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
