import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { OutboxLink } from '../outbox/outbox.tables';
import type { OutboxService } from '../outbox/outbox.service';
import type { AuthEvents } from './auth-events';
import { CODE_LENGTH, type OneTimeSecrets, type SecretPurpose } from './one-time-secrets';

export const CODE_TTL_MS = 10 * 60_000;
/** A new code for the same target at most once a minute, and five an hour. */
export const RESEND_AFTER_MS = 60_000;
export const CODES_PER_HOUR = 5;

export interface CodeMessage {
  readonly channel: 'email' | 'sms';
  readonly recipient: string;
  readonly subject: string;
  readonly text: (code: string) => string;
  readonly links?: (code: string) => OutboxLink[];
}

export interface SentCode {
  readonly code_length: number;
  readonly expires_in: number;
  readonly resend_in: number;
}

/**
 * Issues a code for a target and hands it to the outbox in one transaction; the code is never returned or
 * logged. A null message issues the code without sending it, so a target without an account is throttled
 * and answered exactly like one with an account.
 */
export class CodeSender {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secrets: OneTimeSecrets,
    private readonly outbox: () => OutboxService,
    private readonly events: AuthEvents,
    private readonly clock: Clock,
  ) {}

  async send(
    purpose: SecretPurpose,
    target: string,
    message: CodeMessage | null,
    options: { userId?: number | null; setRetryAfter: (seconds: number) => void },
  ): Promise<SentCode> {
    await this.assertNotThrottled(purpose, target, options.setRetryAfter);
    await this.db.transaction().execute(async (trx) => {
      const { code } = await this.secrets.issueCode(
        purpose,
        target,
        { userId: options.userId, ttlMs: CODE_TTL_MS },
        trx,
      );
      if (!message) return;
      await this.outbox().enqueue(
        {
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject,
          text: message.text(code),
          links: message.links?.(code),
          purpose,
          userId: options.userId,
          sensitive: true,
        },
        trx,
      );
      await this.events.record(
        'code_sent',
        { userId: options.userId ?? null, detail: { purpose, channel: message.channel } },
        trx,
      );
    });
    return { code_length: CODE_LENGTH, expires_in: CODE_TTL_MS / 1000, resend_in: RESEND_AFTER_MS / 1000 };
  }

  private async assertNotThrottled(
    purpose: SecretPurpose,
    target: string,
    setRetryAfter: (seconds: number) => void,
  ) {
    const now = this.clock.nowMs();
    const latest = await this.secrets.latest(purpose, target);
    const waitMs = latest ? latest.created_at.getTime() + RESEND_AFTER_MS - now : 0;
    const hourly = await this.secrets.countSince(purpose, target, new Date(now - 60 * 60_000));
    if (waitMs > 0 || hourly >= CODES_PER_HOUR) {
      setRetryAfter(Math.ceil((waitMs > 0 && hourly < CODES_PER_HOUR ? waitMs : 60 * 60_000) / 1000));
      throw new AppError('RATE_LIMITED', 'A code was sent recently; wait before asking for another');
    }
  }
}
