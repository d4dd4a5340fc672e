export type MoneyErrorReason =
  'INVALID_AMOUNT' | 'TOO_MANY_DECIMALS' | 'INVALID_SCALE' | 'INVALID_RATE' | 'CURRENCY_MISMATCH';

/** Thrown by the money helpers; `reason` lets a service map it to an error code without reading text. */
export class MoneyError extends Error {
  override readonly name = 'MoneyError';

  constructor(
    readonly reason: MoneyErrorReason,
    message: string,
  ) {
    super(message);
  }
}
