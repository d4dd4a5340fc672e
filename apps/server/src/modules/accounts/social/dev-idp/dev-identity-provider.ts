import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SocialProvider } from '@sportsbook/core/constants/auth.constants';
import type { Clock } from '../../../../platform/clock';
import { AppError } from '../../../../platform/http/app-error';
import type { OAuthBackChannel, SocialProfile } from '../social-profile';
import { signTelegramData, type TelegramAuthData } from '../telegram-login';

const CODE_TTL_MS = 2 * 60_000;
/** The development bot's numeric id, as Telegram's bot ids are numbers. */
export const DEV_TELEGRAM_BOT_ID = '7000000001';

export interface DevIdentity {
  readonly email: string;
  readonly name: string;
}

interface IssuedCode {
  readonly provider: SocialProvider;
  readonly redirectUri: string;
  readonly challenge: string | null;
  readonly profile: SocialProfile;
  readonly expiresAt: number;
}

const equal = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * The built-in identity provider of development and test runs (never production): it plays every social
 * provider, so each sign-in flow runs on one machine. It keeps the rules a real provider enforces: codes are
 * single use and short-lived, bound to the redirect address, the client secret and the PKCE challenge.
 */
export class DevIdentityProvider {
  private readonly codes = new Map<string, IssuedCode>();

  constructor(
    private readonly secret: string,
    private readonly clock: Clock,
  ) {}

  clientId(provider: SocialProvider): string {
    return `dev-${provider}`;
  }

  clientSecret(provider: SocialProvider): string {
    return createHmac('sha256', this.secret).update(`dev-idp:${provider}`).digest('base64url');
  }

  telegramBotToken(): string {
    const key = createHmac('sha256', this.secret).update('dev-idp:telegram-bot').digest('base64url');
    return `${DEV_TELEGRAM_BOT_ID}:${key.slice(0, 35)}`;
  }

  /** The same address is the same account at the provider, so signing in twice finds one identity. */
  profileOf(provider: SocialProvider, identity: DevIdentity): SocialProfile {
    const email = identity.email.trim().toLowerCase();
    return {
      subject: createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 20),
      email,
      emailVerified: true,
      name: identity.name.trim() || null,
    };
  }

  /** The player allowed the sign-in: a code for the redirect address. */
  issueCode(input: {
    provider: SocialProvider;
    redirectUri: string;
    challenge: string | null;
    identity: DevIdentity;
  }): string {
    this.forgetExpired();
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, {
      provider: input.provider,
      redirectUri: input.redirectUri,
      challenge: input.challenge,
      profile: this.profileOf(input.provider, input.identity),
      expiresAt: this.clock.nowMs() + CODE_TTL_MS,
    });
    return code;
  }

  /** The Telegram widget's signed answer for the identity. */
  telegramData(identity: DevIdentity): TelegramAuthData & { hash: string } {
    const profile = this.profileOf('telegram', identity);
    const data: TelegramAuthData = {
      id: String(Number.parseInt(profile.subject.slice(0, 12), 16)),
      first_name: profile.name ?? profile.email ?? 'Player',
      username: (profile.email ?? 'player').split('@')[0],
      auth_date: String(Math.floor(this.clock.nowMs() / 1000)),
    };
    return { ...data, hash: signTelegramData(data, this.telegramBotToken()) };
  }

  /** The token endpoint's checks, answered in-process: the server never fetches its own address. */
  backChannel(provider: SocialProvider, clientSecret: string): OAuthBackChannel {
    return {
      exchange: async ({ code, codeVerifier, redirectUri }) => {
        const issued = this.codes.get(code);
        this.codes.delete(code);
        const refused = (why: string) => new AppError('SOCIAL_LOGIN_INVALID', why);
        if (!issued || issued.expiresAt < this.clock.nowMs()) throw refused('unknown or expired code');
        if (issued.provider !== provider || issued.redirectUri !== redirectUri)
          throw refused('the code was issued for another client or address');
        if (!equal(clientSecret, this.clientSecret(provider))) throw refused('wrong client secret');
        if (
          issued.challenge !== null &&
          (codeVerifier === null || !equal(s256(codeVerifier), issued.challenge))
        )
          throw refused('the PKCE verifier does not match the challenge');
        return issued.profile;
      },
    };
  }

  private forgetExpired(): void {
    const now = this.clock.nowMs();
    for (const [code, issued] of this.codes) if (issued.expiresAt < now) this.codes.delete(code);
  }
}
