import { COUPON_CODES, COUPON_MESSAGES } from '@sportsbook/core/betting/coupon-codes';
import { PlatformError } from '../../platform/http/platform-envelope';

export type RefusalName = keyof typeof COUPON_CODES;

/**
 * A business refusal of a coupon or bet call: HTTP 200 with the coupon-format code and, where it helps the
 * client, details in `Value` (the new prices with 130, `maxBet` with 109).
 */
export function refuse(name: RefusalName, detail?: string, value: unknown = null): PlatformError {
  const code = COUPON_CODES[name];
  return new PlatformError(code, detail ?? COUPON_MESSAGES[code], 200, value);
}

export function isRefusal(error: unknown, name?: RefusalName): error is PlatformError {
  return error instanceof PlatformError && (name === undefined || error.errorCode === COUPON_CODES[name]);
}
