import { randomInt, randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CAPTCHA_EVENT,
  isCaptchaVendor,
  type CaptchaVendor,
} from '@sportsbook/core/constants/captcha.constants';
import { DEFAULT_PARTNER_ID } from '@sportsbook/core/constants/defaults.constants';
import type { CaptchaType } from '@sportsbook/core/site-config/account-sections.schema';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import { serviceKey } from '../../platform/service-registry';
import type { AuthService } from '../auth/auth.service';
import type { SiteConfigService } from '../site-config/site-config.service';
import type { CustomCaptchaService } from './custom/custom-captcha.service';
import { drawPuzzle, PIECE_SIZE, PUZZLE_HEIGHT, PUZZLE_WIDTH } from './puzzle-image';
import type { VendorCaptchaCheck } from './vendor/vendor-captcha-check';

/** A puzzle must be answered within two minutes, and its token used within two more. */
export const CHALLENGE_TTL_MS = 2 * 60_000;
export const TOKEN_TTL_MS = 2 * 60_000;
/** How far from the gap (pixels) the piece may be dropped. */
export const TOLERANCE_PX = 5;
/** Failed logins from one address after which the login asks for a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_HEADER = 'x-captcha-token';
/** Registration may carry a vendor's token in its body instead of the header (spec section 7). */
const BODY_TOKEN_FIELD = 'google_captcha_response';

/**
 * The captchas of the site configuration's captcha_type (AUTH-24, AUTH-27). puzzle: served here (spec
 * section 7, /puzzle-api), a challenge answered once, then a single-use, expiring token. google, hcaptcha,
 * hunt: the vendor's token, checked with the vendor and taken once. Guarded calls read either from the
 * x-captcha-token header. custom: a registration field whose answer the registration checks (answerCustom).
 */
export class CaptchaService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly auth: AuthService,
    private readonly siteConfig: () => SiteConfigService,
    private readonly clock: Clock,
    private readonly vendors: VendorCaptchaCheck,
    readonly custom: CustomCaptchaService,
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
    const passed = challenge !== undefined && Math.abs(challenge.answer_x - x) <= TOLERANCE_PX;
    await this.recordOutcome(passed, 'puzzle', request);
    if (!passed) throw new AppError('CAPTCHA_INVALID');
    const { token } = await this.auth.secrets.issueToken('captcha', 'puzzle', { ttlMs: TOKEN_TTL_MS });
    return { token };
  }

  /**
   * Requires and uses up a captcha token when the partner's captcha_type is puzzle or a vendor's: from the
   * x-captcha-token header, or registration's google_captcha_response in `body`.
   */
  async guard(
    request: FastifyRequest,
    partnerId = DEFAULT_PARTNER_ID,
    body?: Readonly<Record<string, unknown>>,
  ): Promise<void> {
    const type = await this.captchaType(partnerId);
    if (type !== 'puzzle' && !isCaptchaVendor(type)) return;
    const header = request.headers[CAPTCHA_HEADER];
    const bodyToken = body?.[BODY_TOKEN_FIELD];
    const token = typeof header === 'string' && header !== '' ? header : bodyToken;
    if (typeof token !== 'string' || token === '') throw new AppError('CAPTCHA_REQUIRED');
    if (type === 'puzzle') {
      const secret = await this.auth.secrets.findToken('captcha', token);
      if (!secret || !(await this.auth.secrets.use(secret))) throw new AppError('CAPTCHA_INVALID');
      return;
    }
    const passed = await this.vendors.passes(type, token, request.ip);
    await this.recordOutcome(passed, type, request);
    if (!passed) throw new AppError('CAPTCHA_INVALID');
  }

  /** The login's guard: only once the address has failed CAPTCHA_AFTER_FAILURES times recently. */
  async guardLogin(request: FastifyRequest): Promise<void> {
    if ((await this.auth.recentFailures(request)) >= CAPTCHA_AFTER_FAILURES) await this.guard(request);
  }

  /**
   * The custom captcha's answer of a registration (custom_captcha_id, custom_captcha_value), checked and
   * used up when the partner's captcha_type is custom; true when it passes or is not asked for.
   */
  async answerCustom(
    partnerId: number,
    body: Readonly<Record<string, unknown>>,
    request: FastifyRequest,
  ): Promise<boolean> {
    if ((await this.captchaType(partnerId)) !== 'custom') return true;
    const passed = await this.custom.answer(body.custom_captcha_id, body.custom_captcha_value);
    await this.recordOutcome(passed, 'custom', request);
    return passed;
  }

  private async recordOutcome(
    passed: boolean,
    type: 'puzzle' | 'custom' | CaptchaVendor,
    request: FastifyRequest,
  ): Promise<void> {
    const detail = { event: passed ? CAPTCHA_EVENT.passed : CAPTCHA_EVENT.failed, type };
    await this.auth.events.record(passed ? 'captcha_passed' : 'captcha_failed', {
      userId: null,
      request,
      detail,
    });
  }

  private async captchaType(partnerId: number): Promise<CaptchaType> {
    try {
      const config = await this.siteConfig().resolve({ partnerId, country: null, language: 'en' });
      return config.captcha.captcha_type;
    } catch (error) {
      // A partner without configuration has no captcha settings to apply (CONFIG_ABSENT).
      if (error instanceof AppError && error.code === 'CONFIG_ABSENT') return 'disabled';
      throw error;
    }
  }
}

export const CAPTCHA_SERVICE = serviceKey<CaptchaService>('captcha');
