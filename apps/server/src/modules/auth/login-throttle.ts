import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { AuthRecordsRepository } from './auth-records.repository';

/** Twenty failed logins from one address within 15 minutes lock that address out for 15 minutes. */
export const ADDRESS_FAILURE_LIMIT = 20;
export const ADDRESS_WINDOW_MS = 15 * 60_000;
export const ADDRESS_LOCK_MS = 15 * 60_000;

/**
 * Failed secrets per client address, kept in the database so every server process counts them. The
 * per-account counter lives on the user (auth.service.ts); this one stops one address trying many accounts.
 */
export class LoginThrottle {
  constructor(
    private readonly repository: AuthRecordsRepository,
    private readonly clock: Clock,
  ) {}

  /** Throws RATE_LIMITED (with the seconds left) while the address is locked. */
  async assertAddressOpen(ip: string, setRetryAfter: (seconds: number) => void): Promise<void> {
    const row = await this.repository.lockedUntil(`ip:${ip}`);
    const leftMs = row?.locked_until ? row.locked_until.getTime() - this.clock.nowMs() : 0;
    if (leftMs > 0) {
      setRetryAfter(Math.ceil(leftMs / 1000));
      throw new AppError('RATE_LIMITED', 'Too many failed attempts from this address; try again later');
    }
  }

  /** Failures from the address in its current window (the captcha asks after a few). */
  async recentFailures(ip: string): Promise<number> {
    const row = await this.repository.throttleRow(`ip:${ip}`);
    const open = row && row.window_started_at.getTime() > this.clock.nowMs() - ADDRESS_WINDOW_MS;
    return open ? row.failures : 0;
  }

  /** Counts a failure; true when it just locked the address. */
  recordFailure(ip: string): Promise<boolean> {
    const now = this.clock.now();
    return this.repository.recordFailure(
      `ip:${ip}`,
      now,
      ADDRESS_WINDOW_MS,
      ADDRESS_FAILURE_LIMIT,
      new Date(now.getTime() + ADDRESS_LOCK_MS),
    );
  }
}
