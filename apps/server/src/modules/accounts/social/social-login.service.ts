import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { parseSiweMessage } from '@sportsbook/core/auth/siwe-message';
import type { SocialProvider } from '@sportsbook/core/constants/auth.constants';
import type { AuthUser } from '../../../platform/auth/auth-user';
import type { Clock } from '../../../platform/clock';
import { AppError } from '../../../platform/http/app-error';
import type { Settings } from '../../../platform/settings';
import type { AuthService, LoginResult } from '../../auth/auth.service';
import type { TwoFactorService } from '../../auth/two-factor/two-factor.service';
import type { SiteConfigService } from '../../site-config/site-config.service';
import type { Market } from '../market';
import type { RegistrationSubmitService } from '../registration-submit.service';
import type { DevIdentityProvider } from './dev-idp/dev-identity-provider';
import { socialClient } from './social-clients';
import type { SocialProfile } from './social-profile';
import type { LoginState, SocialRepository } from './social.repository';
import type { SocialRegistrationValues } from './social.tables';
import { recoverSigner } from './siwe-signature';
import { verifyTelegramData, type TelegramAuthData } from './telegram-login';

/** A sign-in under way stays valid this long at the provider. */
export const SOCIAL_STATE_TTL_MS = 10 * 60_000;
/** The path providers send the player back to; registered with each provider as the redirect address. */
export const OAUTH_CALLBACK_PATH = '/web-api/oauth/auth';
export const SIWE_STATEMENT = 'Sign in to the sportsbook with this wallet.';

export type SocialStart =
  | { readonly url: string }
  | {
      readonly nonce: string;
      readonly domain: string;
      readonly uri: string;
      readonly statement: string;
    };

export type SocialOutcome =
  | {
      readonly kind: 'session';
      readonly session: LoginResult;
      readonly created: boolean;
      readonly returnUrl: string;
    }
  | { readonly kind: 'second-factor'; readonly pendingToken: string; readonly returnUrl: string }
  | { readonly kind: 'linked'; readonly returnUrl: string };

export interface SocialLoginDeps {
  readonly repository: SocialRepository;
  readonly auth: AuthService;
  readonly twoFactor: () => TwoFactorService;
  readonly registration: RegistrationSubmitService;
  readonly siteConfig: () => SiteConfigService;
  readonly devIdp: DevIdentityProvider | null;
  readonly settings: Settings;
  readonly clock: Clock;
}

/** Only a path of this site: a return address must never send the player elsewhere. */
export function safeReturnUrl(value: string | null | undefined): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/';
}

const token = () => randomBytes(24).toString('base64url');
/** SIWE nonces are alphanumeric. */
const nonce = () => randomBytes(18).toString('hex');

/**
 * Social sign-in (AUTH-06, REG-34): OAuth 2.0 / OpenID Connect with state and PKCE, the Telegram widget's
 * signature, and Sign-In with Ethereum for wallets. A known identity logs its player in (through the second
 * factor when on); a logged-in player links a new one; otherwise a new player registers with it.
 */
export class SocialLoginService {
  constructor(private readonly deps: SocialLoginDeps) {}

  async start(input: {
    provider: SocialProvider;
    returnUrl: string | undefined;
    user: AuthUser | null;
    registration: SocialRegistrationValues;
    origin: string;
    market: Market;
  }): Promise<SocialStart> {
    await this.assertEnabled(input.provider, input.market);
    const client = this.client(input.provider, input.origin);
    const at = this.deps.clock.now();
    const state = client.protocol === 'siwe' ? nonce() : token();
    const verifier = client.protocol === 'oauth' && client.pkce ? token() + token() : null;
    await this.deps.repository.deleteExpiredStates(at);
    await this.deps.repository.insertState({
      state,
      provider: input.provider,
      codeVerifier: verifier,
      returnUrl: safeReturnUrl(input.returnUrl),
      linkUserId: input.user?.id ?? null,
      registration: input.registration,
      at,
      expiresAt: new Date(at.getTime() + SOCIAL_STATE_TTL_MS),
    });
    if (client.protocol === 'siwe')
      return {
        nonce: state,
        domain: new URL(input.origin).host,
        uri: input.origin,
        statement: SIWE_STATEMENT,
      };
    if (client.protocol === 'telegram') {
      const returnTo = `${input.origin}${OAUTH_CALLBACK_PATH}?${new URLSearchParams({ state })}`;
      const query = new URLSearchParams({ bot_id: client.botId, origin: input.origin, return_to: returnTo });
      return { url: `${client.authUrl}?${query}` };
    }
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: client.clientId,
      redirect_uri: `${input.origin}${OAUTH_CALLBACK_PATH}`,
      scope: client.scope,
      state,
      ...(verifier && {
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }),
    });
    return { url: `${client.authorizeUrl}?${query}` };
  }

  /** Where a refused sign-in sends the player back: the page it started from when the state is known. */
  async returnUrlOf(state: string | undefined): Promise<string> {
    return safeReturnUrl(state ? await this.deps.repository.returnUrlOf(state) : null);
  }

  /** The provider's code, exchanged with the state's PKCE verifier. */
  async completeOAuth(input: {
    state: string;
    code: string;
    origin: string;
    market: Market;
    request: FastifyRequest;
  }) {
    const state = await this.consume(input.state, null);
    const provider = state.provider as SocialProvider;
    const client = this.client(provider, input.origin);
    if (client.protocol !== 'oauth') throw new AppError('SOCIAL_LOGIN_INVALID', 'not an OAuth provider');
    const profile = await client.backChannel.exchange({
      code: input.code,
      codeVerifier: state.code_verifier,
      redirectUri: `${input.origin}${OAUTH_CALLBACK_PATH}`,
    });
    return this.resolve(provider, profile, state, input.market, input.request);
  }

  async completeTelegram(input: {
    state: string;
    data: TelegramAuthData;
    hash: string;
    origin: string;
    market: Market;
    request: FastifyRequest;
  }) {
    const client = this.client('telegram', input.origin);
    if (client.protocol !== 'telegram') throw new AppError('SOCIAL_LOGIN_INVALID');
    if (!verifyTelegramData(input.data, input.hash, client.botToken, this.deps.clock.nowMs()))
      throw new AppError('SOCIAL_LOGIN_INVALID', 'the Telegram signature is wrong or stale');
    const state = await this.consume(input.state, 'telegram');
    const name = [input.data.first_name, input.data.last_name].filter(Boolean).join(' ');
    const profile = { subject: input.data.id ?? '', email: null, emailVerified: false, name: name || null };
    return this.resolve('telegram', profile, state, input.market, input.request);
  }

  /** A wallet's signature of the SIWE message carrying a nonce this server issued for this site. */
  async completeSiwe(input: {
    message: string;
    signature: string;
    origin: string;
    market: Market;
    request: FastifyRequest;
  }) {
    const message = parseSiweMessage(input.message);
    const refused = (why: string) => new AppError('SOCIAL_LOGIN_INVALID', why);
    if (!message) throw refused('not a Sign-In with Ethereum message');
    if (message.domain !== new URL(input.origin).host || message.uri !== input.origin)
      throw refused('the message is for another site');
    const signer = recoverSigner(input.message, input.signature);
    if (signer === null || signer !== message.address.toLowerCase())
      throw refused('the signature is not the account’s');
    const state = await this.consume(message.nonce, 'metamask');
    const profile = { subject: signer, email: null, emailVerified: false, name: null };
    return this.resolve('metamask', profile, state, input.market, input.request);
  }

  private async resolve(
    provider: SocialProvider,
    profile: SocialProfile,
    state: LoginState,
    market: Market,
    request: FastifyRequest,
  ): Promise<SocialOutcome> {
    const { repository, auth, clock } = this.deps;
    const returnUrl = safeReturnUrl(state.return_url);
    if (!profile.subject) throw new AppError('SOCIAL_LOGIN_INVALID', 'the provider named no account');
    const identity = await repository.findIdentity(provider, profile.subject);
    const linkTo = state.link_user_id;
    if (linkTo !== null) {
      if (identity && identity.user_id !== linkTo) throw new AppError('SOCIAL_IDENTITY_TAKEN');
      if (!identity) await repository.link(this.identityRow(provider, profile, linkTo));
      await auth.events.record('social_linked', { userId: linkTo, request, detail: { provider } });
      return { kind: 'linked', returnUrl };
    }
    if (identity) {
      const user = await auth.findUser(identity.user_id);
      if (!user) throw new AppError('SOCIAL_LOGIN_INVALID');
      if (user.status === 'blocked') throw new AppError('ACCOUNT_BLOCKED');
      await repository.touch(provider, profile.subject, clock.now());
      if (await auth.twoFactorEnabled(user.id))
        return {
          kind: 'second-factor',
          pendingToken: await this.deps.twoFactor().beginLogin(user.id, false),
          returnUrl,
        };
      const session = await auth.startSession({
        user,
        remember: false,
        loginKind: `social:${provider}`,
        request,
      });
      return { kind: 'session', session, created: false, returnUrl };
    }
    const email = profile.emailVerified ? profile.email : null;
    if (email && (await auth.repository.takenIdentities({ email, phone: null })).email)
      throw new AppError('SOCIAL_EMAIL_TAKEN');
    const values = state.registration ?? {};
    const { session } = await this.deps.registration.registerSocial({
      email,
      name: profile.name,
      countryId: values.countryId ?? null,
      currencyId: values.currencyId ?? null,
      market: { ...market, language: values.language ?? market.language },
      request,
      link: async (userId, trx) => {
        if (!(await repository.link(this.identityRow(provider, profile, userId), trx)))
          throw new AppError('SOCIAL_IDENTITY_TAKEN');
      },
    });
    return { kind: 'session', session, created: true, returnUrl };
  }

  async linkedAccounts(userId: number) {
    const rows = await this.deps.repository.identitiesOf(userId);
    return rows.map((row) => ({
      provider: row.provider,
      email: row.email,
      name: row.display_name,
      linkedAt: row.created_at.toISOString(),
      lastLoginAt: row.last_login_at?.toISOString() ?? null,
    }));
  }

  /** Unlinks, unless the identity is the player's only way in: no e-mail or phone to recover, no other identity. */
  async unlink(user: AuthUser, provider: SocialProvider, request: FastifyRequest): Promise<void> {
    const linked = await this.deps.repository.identitiesOf(user.id);
    if (!linked.some((row) => row.provider === provider)) throw new AppError('NOT_FOUND');
    if (linked.length === 1 && !user.email && !user.phone)
      throw new AppError('CONFLICT', 'The only way into this account: add an e-mail or phone first');
    await this.deps.repository.unlink(user.id, provider);
    await this.deps.auth.events.record('social_unlinked', { userId: user.id, request, detail: { provider } });
  }

  private identityRow(provider: SocialProvider, profile: SocialProfile, userId: number) {
    return {
      provider,
      subject: profile.subject,
      user_id: userId,
      email: profile.email,
      display_name: profile.name,
      created_at: this.deps.clock.now(),
    };
  }

  private async consume(state: string, provider: SocialProvider | null): Promise<LoginState> {
    const row = await this.deps.repository.consumeState(state, provider, this.deps.clock.now());
    if (!row) throw new AppError('SOCIAL_LOGIN_INVALID', 'unknown, used or expired state');
    return row;
  }

  private client(provider: SocialProvider, origin: string) {
    return socialClient(provider, this.deps.settings.socialLogin, this.deps.devIdp, origin);
  }

  /** The site configuration's auth.socialProviders decides which providers the operator offers. */
  private async assertEnabled(provider: SocialProvider, market: Market): Promise<void> {
    const config = await this.deps.siteConfig().resolve(market);
    if (!config.auth.socialProviders.includes(provider))
      throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE', `${provider} is not offered`);
  }
}
