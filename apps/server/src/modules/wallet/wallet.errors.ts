import type { LedgerRefusalReason } from '@sportsbook/core/ledger/ledger-refusal';
import { AppError } from '../../platform/http/app-error';

const BY_REASON: Record<LedgerRefusalReason, () => AppError> = {
  INSUFFICIENT_FUNDS: () => new AppError('INSUFFICIENT_FUNDS'),
  ACCOUNT_CLOSED: () => new AppError('NOT_FOUND', 'The account is closed'),
  PENDING_NOT_OPEN: () => new AppError('CONFLICT', 'The pending transfer is already posted or voided'),
  POST_EXCEEDS_RESERVED: () =>
    new AppError('BAD_REQUEST', 'Cannot post more than the pending transfer holds'),
  ALREADY_REVERSED: () => new AppError('CONFLICT', 'The transaction is already reversed'),
};

/**
 * Ledger refusals as coded errors: routes answer them in the error body (or the platform envelope), and other
 * modules catch them by code (`INSUFFICIENT_FUNDS`). A refusal leaves the caller's transaction usable: nothing
 * is written before every check passed.
 */
export function refusal(reason: LedgerRefusalReason, detail?: string): AppError {
  const error = BY_REASON[reason]();
  return detail ? new AppError(error.code, detail) : error;
}
