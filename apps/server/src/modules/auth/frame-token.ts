import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/http/app-error';
import type { OneTimeSecrets } from './one-time-secrets';

const AUDIENCE = 'xframe';

/**
 * The xframe_token login kind (AUTH-07): an operator's page that embeds our site in a frame mints a token for
 * a player (POST /ops-api/auth/xframe-token) and the frame logs in with it. The token is a JWT signed with the
 * server secret for the audience `xframe`, lives seconds to minutes, and its id is recorded so it works once.
 */
export class FrameTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly secrets: OneTimeSecrets,
    private readonly clock: Clock,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async mint(userId: number, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }> {
    const jti = randomUUID();
    const nowSeconds = Math.floor(this.clock.nowMs() / 1000);
    const expiresAt = new Date((nowSeconds + ttlSeconds) * 1000);
    await this.secrets.register('xframe', jti, { userId, ttlMs: ttlSeconds * 1000 });
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setAudience(AUDIENCE)
      .setSubject(String(userId))
      .setJti(jti)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + ttlSeconds)
      .sign(this.key);
    return { token, expiresAt };
  }

  /** The player of a valid, unused token, using it up; INVALID_CREDENTIALS otherwise. */
  async redeem(token: string): Promise<number> {
    let jti: string | undefined;
    let subject: string | undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        audience: AUDIENCE,
        algorithms: ['HS256'],
        currentDate: this.clock.now(),
      });
      jti = payload.jti;
      subject = payload.sub;
    } catch {
      throw new AppError('INVALID_CREDENTIALS', 'The frame token is invalid or expired');
    }
    const secret = jti ? await this.secrets.findToken('xframe', jti) : undefined;
    if (!secret || String(secret.user_id) !== subject || !(await this.secrets.use(secret)))
      throw new AppError('INVALID_CREDENTIALS', 'The frame token is invalid, expired or used');
    return secret.user_id!;
  }
}
