import type { SocialProvider } from '@sportsbook/core/constants/auth.constants';

/** How a provider proves who the player is. */
export type SocialProtocol = 'oauth' | 'telegram' | 'siwe';

export interface OAuthEndpoints {
  readonly authorizeUrl: string;
  readonly tokenUrl: string;
  /** Null where the provider states who the player is only in a signed id_token (Apple). */
  readonly userinfoUrl: string | null;
  readonly idToken?: { readonly jwksUrl: string; readonly issuer: string };
  readonly scope: string;
  /** Sends a S256 code challenge; providers that reject PKCE parameters get none. */
  readonly pkce: boolean;
}

export type OAuthProvider = Exclude<SocialProvider, 'telegram' | 'metamask'>;

export function protocolOf(provider: SocialProvider): SocialProtocol {
  if (provider === 'telegram') return 'telegram';
  if (provider === 'metamask') return 'siwe';
  return 'oauth';
}

/**
 * The providers' public endpoints as they document them, used once an operator configures the provider's
 * client (SOCIAL_LOGIN). Without it, development and test runs use the built-in identity provider instead.
 */
export const OAUTH_ENDPOINTS: Readonly<Record<OAuthProvider, OAuthEndpoints>> = {
  google: {
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: 'openid email profile',
    pkce: true,
  },
  fb: {
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/me?fields=id,name,email',
    scope: 'email public_profile',
    pkce: true,
  },
  vk: {
    authorizeUrl: 'https://id.vk.com/authorize',
    tokenUrl: 'https://id.vk.com/oauth2/auth',
    userinfoUrl: 'https://id.vk.com/oauth2/user_info',
    scope: 'email',
    pkce: true,
  },
  ok: {
    authorizeUrl: 'https://connect.ok.ru/oauth/authorize',
    tokenUrl: 'https://api.ok.ru/oauth/token.do',
    userinfoUrl: 'https://api.ok.ru/api/users/getCurrentUser',
    scope: 'VALUABLE_ACCESS;GET_EMAIL',
    pkce: false,
  },
  yandex: {
    authorizeUrl: 'https://oauth.yandex.ru/authorize',
    tokenUrl: 'https://oauth.yandex.ru/token',
    userinfoUrl: 'https://login.yandex.ru/info?format=json',
    scope: 'login:email login:info',
    pkce: true,
  },
  mailru: {
    authorizeUrl: 'https://oauth.mail.ru/login',
    tokenUrl: 'https://oauth.mail.ru/token',
    userinfoUrl: 'https://oauth.mail.ru/userinfo',
    scope: 'userinfo',
    pkce: false,
  },
  kakaotalk: {
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    userinfoUrl: 'https://kapi.kakao.com/v2/user/me',
    scope: 'account_email profile_nickname',
    pkce: true,
  },
  twitter: {
    authorizeUrl: 'https://twitter.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userinfoUrl: 'https://api.x.com/2/users/me',
    scope: 'users.read tweet.read',
    pkce: true,
  },
  itsme: {
    authorizeUrl: 'https://idp.prd.itsme.services/v2/authorization',
    tokenUrl: 'https://idp.prd.itsme.services/v2/token',
    userinfoUrl: 'https://idp.prd.itsme.services/v2/userinfo',
    scope: 'openid service:default profile email',
    pkce: true,
  },
  twitch: {
    authorizeUrl: 'https://id.twitch.tv/oauth2/authorize',
    tokenUrl: 'https://id.twitch.tv/oauth2/token',
    userinfoUrl: 'https://id.twitch.tv/oauth2/userinfo',
    scope: 'openid user:read:email',
    pkce: false,
  },
  line: {
    authorizeUrl: 'https://access.line.me/oauth2/v2.1/authorize',
    tokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    userinfoUrl: 'https://api.line.me/oauth2/v2.1/userinfo',
    scope: 'openid profile email',
    pkce: true,
  },
  linkedin: {
    authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    userinfoUrl: 'https://api.linkedin.com/v2/userinfo',
    scope: 'openid profile email',
    pkce: false,
  },
  apple: {
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    userinfoUrl: null,
    idToken: { jwksUrl: 'https://appleid.apple.com/auth/keys', issuer: 'https://appleid.apple.com' },
    scope: 'name email',
    pkce: true,
  },
};
