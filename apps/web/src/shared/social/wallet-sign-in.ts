import { buildSiweMessage } from '@sportsbook/core/auth/siwe-message';
import { API_BASE } from '../http/api-paths';
import { httpRequest } from '../http/http-client';
import { NoWalletError } from './no-wallet-error';
import type { SocialAnswer, WalletStart } from './start-social-sign-in';

interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** Sign-In with Ethereum through the browser wallet (EIP-1193): the account signs the server's nonce. */
export async function signInWithWallet(start: WalletStart): Promise<SocialAnswer> {
  const wallet = (window as { ethereum?: Eip1193Provider }).ethereum;
  if (!wallet) throw new NoWalletError();
  const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
  const address = accounts[0];
  if (!address) throw new NoWalletError();
  const chainId = Number.parseInt(String(await wallet.request({ method: 'eth_chainId' })), 16) || 1;
  const message = buildSiweMessage({
    ...start,
    address,
    version: '1',
    chainId,
    issuedAt: new Date().toISOString(),
  });
  const signature = String(await wallet.request({ method: 'personal_sign', params: [message, address] }));
  const body = await httpRequest<{ data: SocialAnswer }>({
    url: `${API_BASE}/socauth/auth`,
    method: 'POST',
    body: { social_types_id: 'metamask', message, signature },
  });
  return body.data;
}
