import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { DEFAULT_PARTNER_ID } from '@sportsbook/core/constants/defaults.constants';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { serviceKey } from '../../platform/service-registry';
import type { AuthService } from '../auth/auth.service';
import type { SiteConfigService } from '../site-config/site-config.service';
import { drawPuzzle, PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './puzzle-image';

/** A puzzle must be answered within two minutes, and its token used within two more. */
export const CHALLENGE_TTL_MS = 2 * 60_000;
export const TOKEN_TTL_MS = 2 * 60_000;
/** How far from the gap (pixels) the piece may be dropped. */
export const TOLERANCE_PX = 5;
/** Failed logins from one address after which the login asks for a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_HEADER = 'x-captcha-token';

/**
 * The puzzle captcha served by our server (spec section 7, /puzzle-api): a challenge answered once, then a
 * single-use, expiring token that guarded calls take from the x-captcha-token header. Guards apply when the
 * site configuration's captcha_type is puzzle, the one type this server can verify itself.
 */
export class CaptchaService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: AuthService,
    private readonly siteConfig: () => SiteConfigService,
    private readonly clock: Clock,
  ) {}

  async challenge() {
    const x = randomInt(PIECE_SIZE + 10, PUZZLE_WIDTH - PIECE_SIZE);
    const y = randomInt(0, PUZZLE_HEIGHT - PIECE_SIZE);
    const id = randomUUID();
    const now = this.clock.now();
    // Stale challenges serve no purpose; issuing a new one sweeps them (an index keeps this cheap).
    await this.db
      .deleteFrom('captcha_challenges')
      .where('expires_at', '<', new Date(now.getTime() - CHALLENGE_TTL_MS))
      .execute();
    await this.db
      .insertInto('captcha_challenges')
      .values({
        id,
        answer_x: x,
        answer_y: y,
        created_at: now,
        expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS),
        used_at: null,
      })
      .execute();
    const { background, piece } = drawPuzzle(x, y);
    return { id, width: PUZZLE_WIDTH, height: PUZZLE_HEIGHT, piece_size: PIECE_SIZE, y, background, piece };
  }

  /** Any answer uses the challenge up, so one puzzle cannot be brute-forced; a pass returns the token. */
  async verify(id: string, x: number, request: FastifyRequest): Promise<{ token: string }> {
    const now = this.clock.now();
    const challenge = await this.db
      .updateTable('captcha_challenges')
      .set({ used_at: now })
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['answer_x'])
      .executeTakeFirst();
    if (!challenge || Math.abs(challenge.answer_x - x) > TOLERANCE_PX) {
      await this.auth.events.record('captcha_failed', { userId: null, request, detail: { event: 10191 } });
      throw new AppError('CAPTCHA_INVALID');
    }
    await this.auth.events.record('captcha_passed', { userId: null, request, detail: { event: 10190 } });
    const { token } = await this.auth.secrets.issueToken('captcha', 'puzzle', { ttlMs: TOKEN_TTL_MS });
    return { token };
  }

  /** Requires and uses up a captcha token when the partner's site configuration asks for the puzzle. */
  async guard(request: FastifyRequest, partnerId = DEFAULT_PARTNER_ID): Promise<void> {
    if (!(await this.required(partnerId))) return;
    const header = request.headers[CAPTCHA_HEADER];
    const token = typeof header === 'string' ? header : undefined;
    if (!token) throw new AppError('CAPTCHA_REQUIRED');
    const secret = await this.auth.secrets.findToken('captcha', token);
    if (!secret || !(await this.auth.secrets.use(secret))) throw new AppError('CAPTCHA_INVALID');
  }

  /** The login's guard: only once the address has failed CAPTCHA_AFTER_FAILURES times recently. */
  async guardLogin(request: FastifyRequest): Promise<void> {
    if ((await this.auth.recentFailures(request)) >= CAPTCHA_AFTER_FAILURES) await this.guard(request);
  }

  private async required(partnerId: number): Promise<boolean> {
    try {
      const config = await this.siteConfig().resolve({ partnerId, country: null, language: 'en' });
      return config.captcha.captcha_type === 'puzzle';
    } catch (error) {
      // A partner without configuration has no captcha settings to apply (CONFIG_ABSENT).
      if (error instanceof AppError && error.code === 'CONFIG_ABSENT') return false;
      throw error;
    }
  }
}

export const CAPTCHA_SERVICE = serviceKey<CaptchaService>('captcha');
