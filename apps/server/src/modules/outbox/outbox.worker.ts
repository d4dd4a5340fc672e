import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { OutboxTransport } from './outbox-transport';
import type { OutboxRepository } from './outbox.repository';

const BATCH = 20;
const LEASE_MS = 60_000;
const MAX_ATTEMPTS = 8;
const POLL_MS = 2000;

/** 10 s, 20 s, 40 s ... at most an hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(10_000 * 2 ** (attempts - 1), 3_600_000);
}

/**
 * Delivers due outbox messages through the transport of their channel; a channel without one (production
 * without SMTP_URL) is not claimed, so its messages wait until it is configured.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly repository: OutboxRepository,
    private readonly transports: Readonly<Partial<Record<'email' | 'sms', OutboxTransport>>>,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    const tick = () => {
      this.deliverDue()
        .catch((error: unknown) => this.log.error({ err: error }, 'outbox delivery failed'))
        .finally(() => {
          if (this.timer) this.timer = setTimeout(tick, POLL_MS).unref();
        });
    };
    this.timer = setTimeout(tick, POLL_MS).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass at a time per process; a second caller waits for the pass under way. */
  deliverDue(): Promise<number> {
    this.running ??= this.pass().finally(() => (this.running = null));
    return this.running;
  }

  private async pass(): Promise<number> {
    const now = this.clock.now();
    const channels = Object.keys(this.transports);
    const claimed = await this.repository.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH, channels);
    for (const message of claimed) {
      const transport = this.transports[message.channel];
      if (!transport) continue;
      try {
        await transport.send(message);
        await this.repository.markSent(
          message.id,
          transport.name,
          this.clock.now(),
          transport.external && message.sensitive,
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        const retryAt =
          message.attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(message.attempts));
        await this.repository.markFailed(message.id, reason.slice(0, 500), retryAt);
        this.log.warn(
          { outboxId: String(message.id), channel: message.channel, attempts: message.attempts },
          'outbox delivery attempt failed',
        );
      }
    }
    return claimed.length;
  }
}
