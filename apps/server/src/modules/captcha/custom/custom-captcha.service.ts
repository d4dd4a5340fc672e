import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import { drawCustomCaptcha, randomCustomCaptchaText } from './custom-captcha-image';

/** A registration form stays open a while: the picture's answer is accepted for ten minutes. */
export const CUSTOM_CHALLENGE_TTL_MS = 10 * 60_000;

/**
 * The custom captcha (registration's custom_captcha_id and custom_captcha_value): a picture of characters
 * whose answer stays on the server. One answer per challenge, right or wrong, so it cannot be guessed at.
 */
export class CustomCaptchaService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async issue(): Promise<{ custom_captcha_id: string; image: string }> {
    const text = randomCustomCaptchaText();
    const id = randomUUID();
    const now = this.clock.now();
    // Issuing sweeps the stale ones, as the puzzle does (an index on expires_at keeps it cheap).
    await this.db.deleteFrom('custom_captcha_challenges').where('expires_at', '<', now).execute();
    await this.db
      .insertInto('custom_captcha_challenges')
      .values({
        id,
        answer: text.toLowerCase(),
        created_at: now,
        expires_at: new Date(now.getTime() + CUSTOM_CHALLENGE_TTL_MS),
        used_at: null,
      })
      .execute();
    return { custom_captcha_id: id, image: drawCustomCaptcha(text) };
  }

  /** Uses the challenge up and tells whether the answer matches, case and surrounding spaces aside. */
  async answer(id: unknown, value: unknown): Promise<boolean> {
    if (typeof id !== 'string' || typeof value !== 'string' || id.length > 128) return false;
    const now = this.clock.now();
    const challenge = await this.db
      .updateTable('custom_captcha_challenges')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['answer'])
      .executeTakeFirst();
    return challenge !== undefined && challenge.answer === value.trim().toLowerCase();
  }
}
