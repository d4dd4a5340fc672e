import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import type { Database } from '../../../db/database';
import { AppError } from '../../../platform/http/app-error';
import type { AuthService } from '../../auth/auth.service';
import type { CodeCheck } from '../../auth/one-time-secrets';
import type { SecretRow } from '../../auth/auth-records.repository';
import { isUniqueViolation } from '../registration-submit.service';

const taken = () => AppError.validation({ phone_number: [ACCOUNT_MESSAGE_KEYS.phoneTaken] });

/** Refuses a phone another account holds (checked before the transaction: PGlite runs one at a time). */
export async function assertPhoneFree(auth: AuthService, userId: number, phone: string): Promise<void> {
  if ((await auth.repository.takenIdentities({ phone }, userId)).phone) throw taken();
}

/**
 * The account's phone becomes `phone`, confirmed now, inside the caller's transaction; a concurrent taker of
 * the same number loses on the unique index and gets the same refusal as assertPhoneFree.
 */
export async function setConfirmedPhone(
  auth: AuthService,
  input: {
    userId: number;
    phone: string;
    at: Date;
    request: FastifyRequest;
    event: 'phone_confirmed' | 'phone_changed';
  },
  trx: Kysely<Database>,
): Promise<void> {
  try {
    await auth.repository.updateUser(
      input.userId,
      { phone: input.phone, phone_confirmed_at: input.at },
      input.at,
      trx,
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
  await auth.events.record(input.event, { userId: input.userId, request: input.request }, trx);
}

/** A typed code's secret, or the spec's incorrect-code refusal (wrong, expired or used) after counting it. */
export async function requireCode(
  auth: AuthService,
  check: CodeCheck,
  input: { request: FastifyRequest; kind: string },
): Promise<SecretRow> {
  if (check.outcome === 'ok') return check.secret;
  // Counted against the address, not the account: a mistyped code must not lock the player out of login.
  await auth.recordFailure(input.request, null, input.kind);
  throw AppError.validation(
    { confirm_code: [VALIDATION_MESSAGE_KEYS.authIncorrectCode] },
    'Wrong or expired code',
  );
}

/** Uses a checked code up in the caller's transaction; a concurrent replay is refused like a wrong code. */
export async function useCode(auth: AuthService, secret: SecretRow, trx: Kysely<Database>): Promise<void> {
  if (!(await auth.secrets.use(secret, trx)))
    throw AppError.validation(
      { confirm_code: [VALIDATION_MESSAGE_KEYS.authIncorrectCode] },
      'The code was used',
    );
}
