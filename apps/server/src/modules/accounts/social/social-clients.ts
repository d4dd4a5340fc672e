import type { SocialProvider } from '@sportsbook/core/constants/auth.constants';
import { AppError } from '../../../platform/http/app-error';
import type { SocialLoginCredentials } from '../../../platform/settings';
import type { DevIdentityProvider } from './dev-idp/dev-identity-provider';
import { DEV_TELEGRAM_BOT_ID } from './dev-idp/dev-identity-provider';
import { HttpBackChannel } from './http-back-channel';
import { OAUTH_ENDPOINTS, protocolOf, type OAuthProvider } from './social-providers';
import type { OAuthBackChannel } from './social-profile';

export type SocialClient =
  | {
      readonly protocol: 'oauth';
      readonly authorizeUrl: string;
      readonly clientId: string;
      readonly scope: string;
      readonly pkce: boolean;
      readonly backChannel: OAuthBackChannel;
    }
  | {
      readonly protocol: 'telegram';
      readonly authUrl: string;
      readonly botId: string;
      readonly botToken: string;
    }
  | { readonly protocol: 'siwe' };

/**
 * The client a sign-in with `provider` uses: the operator's when configured, else the built-in development
 * provider (null in production, where an unconfigured provider is unavailable). A wallet needs no client.
 */
export function socialClient(
  provider: SocialProvider,
  credentials: SocialLoginCredentials,
  devIdp: DevIdentityProvider | null,
  origin: string,
): SocialClient {
  const protocol = protocolOf(provider);
  if (protocol === 'siwe') return { protocol };
  const configured = credentials[provider];
  const unavailable = () => new AppError('SOCIAL_PROVIDER_UNAVAILABLE', `${provider} is not configured`);
  if (protocol === 'telegram') {
    if (configured?.botToken) {
      const botId = configured.botToken.split(':')[0] ?? '';
      return { protocol, authUrl: 'https://oauth.telegram.org/auth', botId, botToken: configured.botToken };
    }
    if (!devIdp) throw unavailable();
    return {
      protocol,
      authUrl: `${origin}/dev-idp/telegram/authorize`,
      botId: DEV_TELEGRAM_BOT_ID,
      botToken: devIdp.telegramBotToken(),
    };
  }
  const endpoints = OAUTH_ENDPOINTS[provider as OAuthProvider];
  if (configured?.clientId && configured.clientSecret)
    return {
      protocol,
      authorizeUrl: endpoints.authorizeUrl,
      clientId: configured.clientId,
      scope: endpoints.scope,
      pkce: endpoints.pkce,
      backChannel: new HttpBackChannel(endpoints, configured.clientId, configured.clientSecret),
    };
  if (!devIdp) throw unavailable();
  return {
    protocol,
    authorizeUrl: `${origin}/dev-idp/${provider}/authorize`,
    clientId: devIdp.clientId(provider),
    scope: endpoints.scope,
    pkce: true,
    backChannel: devIdp.backChannel(provider, devIdp.clientSecret(provider)),
  };
}
