import { createHmac, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { AuthRecordsRepository, SecretRow } from './auth-records.repository';

/** What a one-time secret proves; each purpose has its own codes. */
export type SecretPurpose =
  | 'phone_registration'
  | 'phone_binding'
  | 'phone_change'
  | 'sms_login'
  | 'email_login'
  | 'password_reset'
  | 'activation'
  | 'activation_code'
  | 'xframe'
  | 'two_factor_login'
  | 'two_factor_sms'
  | 'captcha';

/** Codes typed by people are digits of this length (the phone_confirmation field's length comes from here). */
export const CODE_LENGTH = 6;
export const CODE_MAX_ATTEMPTS = 5;

export type CodeCheck =
  { readonly outcome: 'ok'; readonly secret: SecretRow } | { readonly outcome: 'wrong' | 'expired' };

/**
 * Codes and link tokens that prove a phone or a mailbox: random (crypto), stored only as an HMAC under the
 * server secret (a leaked table is no list of codes, even of 6-digit ones), expiring, single use. A code is
 * checked against the newest one of its target only, and burns after CODE_MAX_ATTEMPTS wrong tries.
 */
export class OneTimeSecrets {
  constructor(
    private readonly repository: AuthRecordsRepository,
    private readonly clock: Clock,
    private readonly key: string,
  ) {}

  private hash(purpose: SecretPurpose, target: string, value: string): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${target}\n${value}`).digest('hex');
  }

  private async store(
    purpose: SecretPurpose,
    target: string,
    hash: string,
    input: { userId?: number | null; ttlMs: number },
    trx?: Kysely<Database>,
  ): Promise<Date> {
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + input.ttlMs);
    await this.repository.insertSecret(
      {
        id: randomUUID(),
        purpose,
        target,
        user_id: input.userId ?? null,
        secret_hash: hash,
        created_at: now,
        expires_at: expiresAt,
      },
      trx,
    );
    return expiresAt;
  }

  /** A new code for the target; the caller hands it only to the outbox, in the same transaction. */
  async issueCode(
    purpose: SecretPurpose,
    target: string,
    input: { userId?: number | null; ttlMs: number },
    trx?: Kysely<Database>,
  ): Promise<{ code: string; expiresAt: Date }> {
    const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
    const expiresAt = await this.store(purpose, target, this.hash(purpose, target, code), input, trx);
    return { code, expiresAt };
  }

  /** A link token (256 random bits), found later by itself: its hash does not include the target. */
  async issueToken(
    purpose: SecretPurpose,
    target: string,
    input: { userId?: number | null; ttlMs: number },
    trx?: Kysely<Database>,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = await this.store(purpose, target, this.hash(purpose, '', token), input, trx);
    return { token, expiresAt };
  }

  /** Registers an id minted elsewhere (a frame token's jti), so it can be used once. */
  async register(
    purpose: SecretPurpose,
    value: string,
    input: { userId: number; ttlMs: number },
  ): Promise<void> {
    await this.store(purpose, String(input.userId), this.hash(purpose, '', value), input);
  }

  /** The newest live secret of a target, used to throttle resends. */
  async latest(purpose: SecretPurpose, target: string): Promise<SecretRow | undefined> {
    return this.repository.latestSecret(purpose, target);
  }

  countSince(purpose: SecretPurpose, target: string, since: Date): Promise<number> {
    return this.repository.countSecretsSince(purpose, target, since);
  }

  /** Checks a typed code against the target's newest code; a wrong one counts towards burning it. */
  async checkCode(
    purpose: SecretPurpose,
    target: string,
    code: string,
    options: { confirmed?: boolean } = {},
  ): Promise<CodeCheck> {
    const secret = await this.repository.latestSecret(purpose, target);
    const now = this.clock.now();
    const live =
      secret &&
      !secret.used_at &&
      secret.expires_at > now &&
      secret.attempts < CODE_MAX_ATTEMPTS &&
      (options.confirmed === undefined || (secret.confirmed_at !== null) === options.confirmed);
    if (!live) return { outcome: 'expired' };
    if (secret.secret_hash !== this.hash(purpose, target, code.trim())) {
      await this.repository.countAttempt(secret.id);
      return { outcome: 'wrong' };
    }
    return { outcome: 'ok', secret };
  }

  /** A live link token's record, or undefined for an unknown, used or expired one. */
  async findToken(purpose: SecretPurpose, token: string): Promise<SecretRow | undefined> {
    const secret = await this.repository.secretByHash(purpose, this.hash(purpose, '', token));
    return secret && !secret.used_at && secret.expires_at > this.clock.now() ? secret : undefined;
  }

  /** Counts a wrong code typed against a token-bound step (two-factor login); returns the attempts so far. */
  countAttempt(secret: SecretRow): Promise<number> {
    return this.repository.countAttempt(secret.id);
  }

  confirm(secret: SecretRow): Promise<void> {
    return this.repository.confirmSecret(secret.id, this.clock.now());
  }

  /** Uses a secret up; false when a concurrent request already did. */
  use(secret: SecretRow, trx?: Kysely<Database>): Promise<boolean> {
    return this.repository.useSecret(secret.id, this.clock.now(), trx);
  }

  useAll(purposes: readonly SecretPurpose[], userId: number, trx?: Kysely<Database>): Promise<void> {
    return this.repository.useAllOf(purposes, userId, this.clock.now(), trx);
  }
}
