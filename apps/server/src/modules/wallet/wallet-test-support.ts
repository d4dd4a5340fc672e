import type { TestApp } from '../../../test/harness/test-app';
import { WALLET_SERVICE } from './wallet.contract';

export const USD = 840;
export const EUR = 978;
export const BTC = 5001;

/** A new player with an open account in the currency (USD unless given), through the wallet service. */
export async function playerWithAccount(t: TestApp, currencyId = USD) {
  const player = await t.createPlayer();
  const wallet = t.app.ctx.services.get(WALLET_SERVICE);
  const { accountId } = await wallet.openAccount({ userId: player.id, currencyId });
  return { player, accountId, wallet };
}

/** POST /ops-api/ledger/adjustments with the operator token. */
export function adjust(
  t: TestApp,
  body: {
    userId: number;
    direction: 'credit' | 'debit';
    amount: string | number;
    idempotencyKey: string;
    currencyId?: number;
    reason?: string;
  },
) {
  return t.injectOps({
    method: 'POST',
    url: '/ops-api/ledger/adjustments',
    payload: { reason: 'test', ...body },
  });
}
