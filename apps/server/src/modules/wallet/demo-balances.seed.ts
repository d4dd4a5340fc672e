import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DEMO_PLAYERS } from '../auth/demo-players.seed';
import type { CurrencyAccountsService } from './accounts/currency-accounts.service';
import type { AdjustmentService } from './ops/adjustment.service';

/** Currency ids are ISO 4217 numbers; crypto coins count from 5001 (reference-ids.ts). */
const USD = 840;
const EUR = 978;
const BTC = 5001;

/** What the demo players hold after the first start; the first account of each is its main one. */
const DEMO_MONEY: Record<(typeof DEMO_PLAYERS)[number]['email'], { currencyId: number; amount: string }[]> = {
  'demo@sportsbook.local': [
    { currencyId: USD, amount: '1000.00' },
    { currencyId: EUR, amount: '250.00' },
  ],
  'vip@sportsbook.local': [
    { currencyId: EUR, amount: '50000.00' },
    { currencyId: BTC, amount: '0.25' },
  ],
};

/**
 * Opens the demo players' accounts and credits them through the operator adjustment, the one way money enters
 * a wallet outside payments. The idempotency keys are fixed, so every start after the first moves nothing.
 */
export async function seedDemoBalances(deps: {
  db: Kysely<Database>;
  accounts: CurrencyAccountsService;
  adjustments: AdjustmentService;
}): Promise<void> {
  for (const [email, grants] of Object.entries(DEMO_MONEY)) {
    // The auth module's seed created the players just before; their e-mail is all the wallet knows of them.
    const user = await deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (!user) continue;
    for (const grant of grants) {
      await deps.accounts.openAccount({ userId: user.id, currencyId: grant.currencyId });
      await deps.adjustments.adjust({
        userId: user.id,
        currencyId: grant.currencyId,
        direction: 'credit',
        amount: grant.amount,
        reason: 'Demo balance',
        idempotencyKey: `demo-seed:${email}:${grant.currencyId}`,
      });
    }
  }
}
