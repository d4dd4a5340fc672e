import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ACCOUNT_LINK_PATHS, accountLink } from '@sportsbook/core/registration/account-links';
import { ACCOUNT_MESSAGE_KEYS } from '@sportsbook/core/registration/registration-message-keys';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../platform/auth/auth-user';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { OutboxService } from '../outbox/outbox.service';
import type { UserRow } from './auth.repository';
import type { AuthService } from './auth.service';
import { newPasswordErrors } from './new-password';

export const RESET_LINK_MS = 60 * 60_000;
/** At most this many reset links per account and hour. */
export const RESET_LINKS_PER_HOUR = 3;

/** Password change (ACC-08) and reset by a link (AUTH-08). */
export class PasswordService {
  constructor(
    private readonly auth: AuthService,
    private readonly db: Kysely<Database>,
    private readonly outbox: () => OutboxService,
    private readonly clock: Clock,
  ) {}

  async change(
    user: AuthUser,
    input: { oldPassword: string; password: string; confirmation: string; endOtherSessions: boolean },
    request: FastifyRequest,
  ): Promise<{ endedSessions: number }> {
    const row = await this.auth.findUser(user.id);
    if (!row) throw new AppError('UNAUTHENTICATED');
    if (row.locked_until && row.locked_until > this.clock.now()) throw new AppError('ACCOUNT_LOCKED');
    if (!(await this.auth.hasher.verify(row.password_hash, input.oldPassword))) {
      await this.auth.recordFailure(request, user.id, 'password_change');
      throw AppError.validation({ old_password: [ACCOUNT_MESSAGE_KEYS.oldPasswordWrong] });
    }
    const errors = newPasswordErrors(input.password, input.confirmation);
    if (!errors.password && input.password === input.oldPassword)
      errors.password = [ACCOUNT_MESSAGE_KEYS.passwordSame];
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const hash = await this.auth.hasher.hash(input.password);
    return this.db.transaction().execute(async (trx) => {
      const endedSessions = await this.setPassword(
        row,
        hash,
        input.endOtherSessions ? user.sessionId : undefined,
        trx,
      );
      await this.auth.events.record(
        'password_changed',
        { userId: user.id, request, detail: { endedSessions } },
        trx,
      );
      return { endedSessions };
    });
  }

  /** Sends a reset link to the e-mail or phone if it belongs to an account; the answer never says whether. */
  async requestReset(
    input: { email?: string; phone?: string },
    request: FastifyRequest,
    origin: string,
  ): Promise<void> {
    const identifier = input.email
      ? ({ kind: 'email', email: input.email.trim().toLowerCase() } as const)
      : ({ kind: 'phone_number', phoneDigits: (input.phone ?? '').replace(/\D/g, '') } as const);
    if (identifier.kind === 'phone_number' && identifier.phoneDigits === '') return;
    const user = await this.auth.repository.findUserByIdentifier(identifier);
    if (!user || user.status === 'blocked') return;
    const target = String(user.id);
    const since = new Date(this.clock.nowMs() - 60 * 60_000);
    if ((await this.auth.secrets.countSince('password_reset', target, since)) >= RESET_LINKS_PER_HOUR) return;
    const channel = identifier.kind === 'email' ? 'email' : 'sms';
    await this.db.transaction().execute(async (trx) => {
      const { token } = await this.auth.secrets.issueToken(
        'password_reset',
        target,
        { userId: user.id, ttlMs: RESET_LINK_MS },
        trx,
      );
      const url = accountLink(origin, ACCOUNT_LINK_PATHS.passwordReset, user.language, { token });
      await this.outbox().enqueue(
        {
          channel,
          recipient: channel === 'email' ? user.email! : user.phone!,
          subject: 'Password reset',
          text: 'Someone asked to reset the password of your account. The link works once, for one hour. If it was not you, ignore this message.',
          links: [{ label: 'Set a new password', url }],
          purpose: 'password_reset',
          userId: user.id,
          sensitive: true,
        },
        trx,
      );
      await this.auth.events.record(
        'password_reset_requested',
        { userId: user.id, request, detail: { channel } },
        trx,
      );
    });
  }

  async checkResetToken(token: string): Promise<{ expiresAt: Date }> {
    const secret = await this.auth.secrets.findToken('password_reset', token);
    if (!secret)
      throw AppError.validation(
        { token: [ACCOUNT_MESSAGE_KEYS.linkInvalid] },
        'The link is unknown, used or expired',
      );
    return { expiresAt: secret.expires_at };
  }

  /** Sets the new password with a reset link: the link is used up and every session ends. */
  async reset(
    input: { token: string; password: string; confirmation: string },
    request: FastifyRequest,
  ): Promise<void> {
    const errors = newPasswordErrors(input.password, input.confirmation);
    if (Object.keys(errors).length > 0) throw AppError.validation(errors);
    const secret = await this.auth.secrets.findToken('password_reset', input.token);
    const user = secret?.user_id ? await this.auth.findUser(secret.user_id) : undefined;
    if (!secret || !user) throw AppError.validation({ token: [ACCOUNT_MESSAGE_KEYS.linkInvalid] });
    const hash = await this.auth.hasher.hash(input.password);
    await this.db.transaction().execute(async (trx) => {
      if (!(await this.auth.secrets.use(secret, trx)))
        throw AppError.validation({ token: [ACCOUNT_MESSAGE_KEYS.linkInvalid] });
      const endedSessions = await this.setPassword(user, hash, null, trx);
      await this.auth.repository.updateUser(
        user.id,
        { failed_logins: 0, locked_until: null },
        this.clock.now(),
        trx,
      );
      await this.auth.events.record(
        'password_reset',
        { userId: user.id, request, detail: { endedSessions } },
        trx,
      );
    });
  }

  /** Stores the hash, voids open reset links, ends the other sessions when asked (all when keep is null). */
  private async setPassword(
    user: UserRow,
    hash: string,
    keepSessionId: string | null | undefined,
    trx: Kysely<Database>,
  ): Promise<number> {
    const now = this.clock.now();
    await this.auth.repository.updateUser(
      user.id,
      { password_hash: hash, password_changed_at: now },
      now,
      trx,
    );
    await this.auth.secrets.useAll(['password_reset'], user.id, trx);
    if (user.email) {
      await this.outbox().enqueue(
        {
          channel: 'email',
          recipient: user.email,
          subject: 'Your password was changed',
          text: 'The password of your account was just changed. If it was not you, reset it at once and contact support.',
          purpose: 'password_changed',
          userId: user.id,
        },
        trx,
      );
    }
    if (keepSessionId === undefined) return 0;
    return this.auth.repository.endUserSessions(user.id, keepSessionId, now, 'password_change', trx);
  }
}
