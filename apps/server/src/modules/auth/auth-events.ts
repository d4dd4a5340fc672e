import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { AuthEventRow, AuthRecordsRepository } from './auth-records.repository';

/** Kinds of the auth event log (ours): every way into, out of and around an account. */
export type AuthEventKind =
  | 'register'
  | 'login'
  | 'login_failed'
  | 'account_locked'
  | 'address_locked'
  | 'logout'
  | 'session_closed'
  | 'sessions_ended'
  | 'idle_logoff'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'code_sent'
  | 'email_confirmed'
  | 'phone_confirmed'
  | 'phone_changed'
  | 'login_changed'
  | 'blocked'
  | 'unblocked'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'social_linked'
  | 'social_unlinked'
  /** Spec analytics events 10190 and 10191, logged here until an analytics collector exists. */
  | 'captcha_passed'
  | 'captcha_failed'
  /** A captcha token arrived; verifying it comes with issue 6, until then it is only recorded. */
  | 'captcha_unverified';

export interface AuthEventInput {
  readonly userId: number | null;
  readonly request?: FastifyRequest;
  readonly loginKind?: string;
  readonly sessionId?: string;
  /** Never a password, code or token. */
  readonly detail?: Record<string, unknown>;
}

/** Writes the auth event log and the structured log line of each event. */
export class AuthEvents {
  constructor(
    private readonly repository: AuthRecordsRepository,
    private readonly clock: Clock,
  ) {}

  async record(kind: AuthEventKind, input: AuthEventInput, trx?: Kysely<Database>): Promise<void> {
    const { request } = input;
    await this.repository.insertEvent(
      {
        userId: input.userId,
        kind,
        loginKind: input.loginKind ?? null,
        sessionId: input.sessionId ?? null,
        ip: request?.ip ?? null,
        userAgent: request?.headers['user-agent'] ?? null,
        detail: input.detail ?? null,
      },
      this.clock.now(),
      trx,
    );
    request?.log.info({ event: `auth.${kind}`, userId: input.userId, loginKind: input.loginKind }, kind);
  }

  /** A player's latest events, newest first. */
  recent(userId: number, limit: number): Promise<AuthEventRow[]> {
    return this.repository.events({ userId, limit });
  }
}
