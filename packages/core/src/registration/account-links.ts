/**
 * Pages the e-mails link to (ours): the web routes them and calls the matching API with the token.
 * `{lang}` is the player's language; the server prefixes the public origin.
 */
export const ACCOUNT_LINK_PATHS = {
  /** POST /web-api/api/internal/v1/user/activate { token } */
  activation: '/{lang}/registration/activate',
  /** GET then POST /web-api/api/internal/v1/user/passwordreset { token, password, password_confirmation } */
  passwordReset: '/{lang}/password-reset',
  /** POST /web-api/account/login { login, auth_by_email: true, confirm_code } */
  emailLogin: '/{lang}/login/email',
} as const;

export function accountLink(
  origin: string,
  path: string,
  language: string,
  query: Record<string, string>,
): string {
  const url = new URL(path.replace('{lang}', language), origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}
