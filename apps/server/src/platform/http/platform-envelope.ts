/**
 * The envelope of the feed and coupon calls (spec/linefeed-format.md, spec/coupon-format.md):
 * `{ Id, Success, Error, ErrorCode, Guid, Value }`.
 */
export interface PlatformEnvelope<T = unknown> {
  Id: number;
  Success: boolean;
  Error: string;
  ErrorCode: number;
  Guid: string;
  Value: T | null;
}

export function platformOk<T>(value: T): PlatformEnvelope<T> {
  return { Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: value };
}

export function platformFailure(errorCode: number, error: string, value: unknown = null): PlatformEnvelope {
  return { Id: 0, Success: false, Error: error, ErrorCode: errorCode, Guid: '', Value: value };
}

/**
 * A refusal in the platform envelope. Business refusals answer HTTP 200 (the platform's way); malformed
 * requests 400 and missing credentials 401.
 */
export class PlatformError extends Error {
  constructor(
    readonly errorCode: number,
    message: string,
    readonly httpStatus = 200,
    readonly value: unknown = null,
  ) {
    super(message);
  }

  toEnvelope(): PlatformEnvelope {
    return platformFailure(this.errorCode, this.message, this.value);
  }
}
