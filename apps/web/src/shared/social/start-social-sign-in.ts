import type { SocialProvider } from '@sportsbook/core/constants/auth.constants';
import { API_BASE } from '../http/api-paths';
import { httpRequest } from '../http/http-client';

/** What socauth/auth answers when a sign-in finishes on the page (wallets) instead of by redirect. */
export type SocialAnswer =
  | { userId: number; login: string; created: boolean; sessionExpiresAt: string }
  | { twoFactorRequired: true }
  | { linked: true };

export interface SocialStartOptions {
  /** Where the provider sends the player back to: a path of this site. */
  readonly returnUrl: string;
  /** A registration started from the form carries its chosen country and currency. */
  readonly countryId?: number;
  readonly currencyId?: number;
}

export type WalletStart = { nonce: string; domain: string; uri: string; statement: string };

/**
 * Starts a social sign-in (AUTH-06, REG-34): most providers by leaving for their consent page (resolves
 * null, the page is going away); a wallet signs a message here and the answer comes back.
 */
export async function startSocialSignIn(
  provider: SocialProvider,
  options: SocialStartOptions,
): Promise<SocialAnswer | null> {
  const body = await httpRequest<{ data?: { url?: string } | WalletStart }>({
    url: `${API_BASE}/oauth/rights`,
    query: {
      provider,
      return_url: options.returnUrl,
      country_id: options.countryId,
      currency_id: options.currencyId,
    },
  });
  const data = body.data;
  if (data && 'nonce' in data) {
    const { signInWithWallet } = await import('./wallet-sign-in');
    return signInWithWallet(data);
  }
  if (!data?.url) throw new Error('no consent address');
  window.location.assign(data.url);
  return null;
}
