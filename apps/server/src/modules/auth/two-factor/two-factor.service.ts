import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { matchTotpStep, base32Encode, otpauthUri, type HmacSha1 } from '@sportsbook/core/auth/totp';
import { VALIDATION_MESSAGE_KEYS } from '@sportsbook/core/constants/validation-message.constants';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import { serviceKey } from '../../../platform/service-registry';
import type { AuthService, LoginResult } from '../auth.service';
import type { CodeSender, SentCode } from '../code-sender';
import { CODE_MAX_ATTEMPTS } from '../one-time-secrets';
import type { SecretBox } from './secret-box';
import type { TwoFactorRepository } from './two-factor.repository';

const ISSUER = 'Sportsbook';
/** 160 bits, the RFC 4226 recommended key length for HMAC-SHA1. */
const SECRET_BYTES = 20;
/** The password step of a two-factor login stays valid this long for its code. */
export const PENDING_LOGIN_MS = 5 * 60_000;

const sha1: HmacSha1 = (key, message) => new Uint8Array(createHmac('sha1', key).update(message).digest());
const passwordFirst = () => new AppError('UNAUTHENTICATED', 'Log in with your password first');
const wrongCode = (field: 'app_code' | 'sms_code') =>
  AppError.validation({ [field]: [VALIDATION_MESSAGE_KEYS.authIncorrectCode] });

/**
 * Authenticator-app two-factor (spec sections 3, 4, 7): set-up shows the secret once, enabling needs a code
 * from it, and from then on a password login waits for a code before any session exists. Every accepted
 * code burns its time step (no replay); wrong codes count like wrong passwords (address and account locks).
 */
export const TWO_FACTOR_SERVICE = serviceKey<TwoFactorService>('two-factor');

export class TwoFactorService {
  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly box: SecretBox,
    private readonly auth: AuthService,
    private readonly codes: CodeSender,
    private readonly clock: Clock,
  ) {}

  async start(user: AuthUser) {
    const key = randomBytes(SECRET_BYTES);
    const secret = base32Encode(key);
    const saved = await this.repository.savePending(user.id, this.box.seal(key), this.clock.now());
    if (!saved) throw new AppError('CONFLICT', 'Two-factor authentication is already on');
    const link = otpauthUri({ issuer: ISSUER, account: user.email ?? user.login, secret });
    return { qr_code_url: link, qr_link: link, code: secret };
  }

  sendActivationSms(user: AuthUser, setRetryAfter: (seconds: number) => void): Promise<SentCode> {
    if (!user.phone) throw AppError.validation({ phone: [VALIDATION_MESSAGE_KEYS.required] });
    return this.codes.send(
      'two_factor_sms',
      user.phone,
      {
        channel: 'sms',
        recipient: user.phone,
        subject: 'Two-factor activation code',
        text: (code) => `Your two-factor activation code: ${code}. Do not tell it to anyone.`,
      },
      { userId: user.id, setRetryAfter },
    );
  }

  async enable(user: AuthUser, input: { appCode: string; smsCode?: string }, request: FastifyRequest) {
    const row = await this.repository.find(user.id);
    if (!row || row.enabled_at) throw new AppError('CONFLICT', 'Start two-factor set-up first');
    this.assertNotLocked(await this.auth.findUser(user.id));
    // The SMS code is used up only once the app code passed too, so a mistyped app code costs no new SMS.
    const sms =
      input.smsCode === undefined
        ? undefined
        : await this.auth.secrets.checkCode('two_factor_sms', user.phone ?? '', input.smsCode);
    if (sms && sms.outcome !== 'ok') {
      await this.auth.recordFailure(request, user.id, 'two_factor');
      throw wrongCode('sms_code');
    }
    await this.acceptCode(user.id, row.secret_enc, input.appCode, request, { enable: this.clock.now() });
    if (sms?.outcome === 'ok') await this.auth.secrets.use(sms.secret);
    await this.auth.events.record('two_factor_enabled', {
      userId: user.id,
      request,
      sessionId: user.sessionId,
    });
  }

  /** The spec's `hash` of twofactorauthdisable is a current authenticator code: proof the device is still held. */
  async disable(user: AuthUser, code: string, request: FastifyRequest) {
    const row = await this.repository.find(user.id);
    if (!row?.enabled_at) throw new AppError('CONFLICT', 'Two-factor authentication is off');
    this.assertNotLocked(await this.auth.findUser(user.id));
    await this.acceptCode(user.id, row.secret_enc, code, request);
    await this.repository.remove(user.id);
    await this.auth.events.record('two_factor_disabled', {
      userId: user.id,
      request,
      sessionId: user.sessionId,
    });
  }

  /** After a right password: a single-use token for the code step, sent back in an HttpOnly cookie. */
  async beginLogin(userId: number, remember: boolean): Promise<string> {
    const target = remember ? 'remember' : 'session';
    const { token } = await this.auth.secrets.issueToken('two_factor_login', target, {
      userId,
      ttlMs: PENDING_LOGIN_MS,
    });
    return token;
  }

  /** The second login step: the pending token and a fresh code give a new session (a new session id). */
  async completeLogin(
    token: string | undefined,
    code: string,
    request: FastifyRequest,
  ): Promise<LoginResult> {
    const pending = token ? await this.auth.secrets.findToken('two_factor_login', token) : undefined;
    if (!pending?.user_id || pending.attempts >= CODE_MAX_ATTEMPTS) throw passwordFirst();
    const userId = pending.user_id;
    const user = await this.auth.findUser(userId);
    this.assertNotLocked(user);
    const row = await this.repository.find(userId);
    if (!row?.enabled_at || !user) throw passwordFirst();
    try {
      await this.acceptCode(userId, row.secret_enc, code, request);
    } catch (error) {
      await this.auth.secrets.countAttempt(pending);
      throw error;
    }
    if (!(await this.auth.secrets.use(pending))) throw passwordFirst();
    if (user.status === 'blocked') throw new AppError('ACCOUNT_BLOCKED');
    if (user.failed_logins > 0) await this.auth.repository.clearFailedLogins(userId);
    return this.auth.startSession({
      user,
      remember: pending.target === 'remember',
      loginKind: 'two_factor',
      request,
    });
  }

  private assertNotLocked(user: { locked_until: Date | null } | undefined) {
    if (user?.locked_until && user.locked_until > this.clock.now()) throw new AppError('ACCOUNT_LOCKED');
  }

  /** Checks a code against the secret and burns its step; a wrong or reused code counts as a failure. */
  private async acceptCode(
    userId: number,
    secretEnc: string,
    code: string,
    request: FastifyRequest,
    options: { enable?: Date } = {},
  ) {
    const step = matchTotpStep(sha1, this.box.open(secretEnc), code.trim(), this.clock.nowMs());
    if (step === undefined || !(await this.repository.claimStep(userId, step, options))) {
      await this.auth.recordFailure(request, userId, 'two_factor');
      throw wrongCode('app_code');
    }
  }
}
