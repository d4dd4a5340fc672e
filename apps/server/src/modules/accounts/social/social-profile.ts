/** Who a provider says the player is. */
export interface SocialProfile {
  readonly subject: string;
  readonly email: string | null;
  /** Only a provider-verified address may name the new account; an unverified one is dropped. */
  readonly emailVerified: boolean;
  readonly name: string | null;
}

/** The server-to-server half of an OAuth sign-in: the code (and PKCE verifier) for the player's profile. */
export interface OAuthBackChannel {
  exchange(input: {
    readonly code: string;
    readonly codeVerifier: string | null;
    readonly redirectUri: string;
  }): Promise<SocialProfile>;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

/**
 * Maps a userinfo answer to a profile. Providers name the same things differently (sub or id, email or
 * default_email, the body wrapped in data or response); one reading covers the catalogue.
 */
export function profileFromUserinfo(body: unknown): SocialProfile | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const inner = record.data ?? record.response ?? record.user;
  const info = (typeof inner === 'object' && inner !== null ? inner : record) as Record<string, unknown>;
  const subject = text(info.sub) ?? text(info.id) ?? text(info.user_id) ?? text(info.uid);
  if (!subject) return null;
  const kakao = (info.kakao_account ?? {}) as Record<string, unknown>;
  const email = text(info.email) ?? text(info.default_email) ?? text(kakao.email);
  const verified = info.email_verified ?? kakao.is_email_verified ?? info.verified_email;
  return {
    subject,
    email: email?.toLowerCase() ?? null,
    emailVerified: email !== null && (verified === true || verified === 'true'),
    name: text(info.name) ?? text(info.display_name) ?? text(info.real_name) ?? text(info.login),
  };
}
