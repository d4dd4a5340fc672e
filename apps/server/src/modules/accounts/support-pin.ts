import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { ProfileRepository } from './profile.repository';

export const PIN_LENGTH = 6;
export const PIN_LIFETIME_MS = 24 * 60 * 60_000;
const REISSUE_AFTER_MS = 60_000;

/**
 * The support PIN (getnewpincode, ACC-25, designed): a player reads it to the support line, which checks it
 * (POST /ops-api/accounts/:userId/verify-pin) to know who is calling. Shown once, stored as an HMAC, valid a
 * day; a new one replaces the old.
 */
export class SupportPins {
  constructor(
    private readonly profiles: ProfileRepository,
    private readonly clock: Clock,
    private readonly key: string,
  ) {}

  private hash(userId: number, pin: string): string {
    return createHmac('sha256', this.key).update(`support-pin\n${userId}\n${pin}`).digest('hex');
  }

  async issue(userId: number): Promise<{ pin: string; expiresAt: Date }> {
    const now = this.clock.now();
    const current = await this.profiles.pin(userId);
    if (current && current.issued_at.getTime() + REISSUE_AFTER_MS > now.getTime())
      throw new AppError('RATE_LIMITED', 'A PIN was issued a moment ago');
    const pin = String(randomInt(0, 10 ** PIN_LENGTH)).padStart(PIN_LENGTH, '0');
    const expiresAt = new Date(now.getTime() + PIN_LIFETIME_MS);
    await this.profiles.putPin(userId, this.hash(userId, pin), now, expiresAt);
    return { pin, expiresAt };
  }

  async verify(userId: number, pin: string): Promise<boolean> {
    const current = await this.profiles.pin(userId);
    if (!current || current.expires_at <= this.clock.now()) return false;
    return timingSafeEqual(Buffer.from(current.pin_hash, 'hex'), Buffer.from(this.hash(userId, pin), 'hex'));
  }
}
