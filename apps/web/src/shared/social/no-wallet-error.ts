/** The wallet sign-in needs a browser wallet (EIP-1193 `window.ethereum`); kept apart so it loads eagerly. */
export class NoWalletError extends Error {
  constructor() {
    super('No Ethereum wallet in this browser');
    this.name = 'NoWalletError';
  }
}
