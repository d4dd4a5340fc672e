import { createRemoteJWKSet, jwtVerify } from 'jose';
import { AppError } from '../../../platform/http/app-error';
import type { OAuthEndpoints } from './social-providers';
import { profileFromUserinfo, type OAuthBackChannel, type SocialProfile } from './social-profile';

const TIMEOUT_MS = 10_000;

async function json(response: Response): Promise<unknown> {
  if (!response.ok) throw new AppError('SOCIAL_LOGIN_INVALID', `provider answered ${response.status}`);
  return response.json();
}

/** A configured provider's token and userinfo endpoints over HTTPS (client_secret_post, as most accept). */
export class HttpBackChannel implements OAuthBackChannel {
  constructor(
    private readonly endpoints: OAuthEndpoints,
    private readonly clientId: string,
    private readonly clientSecret: string,
  ) {}

  async exchange({ code, codeVerifier, redirectUri }: Parameters<OAuthBackChannel['exchange']>[0]) {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: this.clientId,
      client_secret: this.clientSecret,
      ...(codeVerifier && { code_verifier: codeVerifier }),
    });
    const tokens = (await json(
      await fetch(this.endpoints.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      }),
    )) as { access_token?: unknown; id_token?: unknown };
    const profile = this.endpoints.userinfoUrl
      ? await this.userinfo(this.endpoints.userinfoUrl, tokens.access_token)
      : await this.idToken(tokens.id_token);
    if (!profile) throw new AppError('SOCIAL_LOGIN_INVALID', 'the provider named no account');
    return profile;
  }

  private async userinfo(url: string, accessToken: unknown): Promise<SocialProfile | null> {
    if (typeof accessToken !== 'string') throw new AppError('SOCIAL_LOGIN_INVALID', 'no access token');
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return profileFromUserinfo(await json(response));
  }

  private async idToken(token: unknown): Promise<SocialProfile | null> {
    const verify = this.endpoints.idToken;
    if (typeof token !== 'string' || !verify) throw new AppError('SOCIAL_LOGIN_INVALID', 'no id token');
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(verify.jwksUrl)), {
      issuer: verify.issuer,
      audience: this.clientId,
    });
    return profileFromUserinfo(payload);
  }
}
