import type { WalletAccount } from '@sportsbook/core/api/schemas/wallet-account.schema';
import { availableMinor } from '@sportsbook/core/ledger/balance-rules';
import { balanceText } from '@sportsbook/core/ledger/balance-display';
import { POINTS_UNIT, type LedgerAccountKind } from '@sportsbook/core/ledger/ledger-account';
import type { Currency } from '@sportsbook/core/reference/reference.schema';
import type { Holder } from './currency-accounts.repository';

interface AccountRow {
  readonly id: number;
  readonly kind: LedgerAccountKind;
  readonly currency: string;
  readonly currency_id: number | null;
  readonly scale: number;
  readonly balance: bigint;
  readonly reserved: bigint;
}

const TYPE_ORDER = { real: 0, bonus: 1, points: 2 } as const;

/**
 * The player's accounts as `user/balance` answers them (spec section 3). `money` is what can be spent: the
 * balance less what pending stakes and withdrawals hold.
 */
export function toWalletAccounts(input: {
  rows: readonly AccountRow[];
  holder: Holder;
  currencies: readonly Currency[];
  stakes: ReadonlyMap<number, bigint>;
}): WalletAccount[] {
  const byCode = new Map(input.currencies.map((c) => [c.code, c]));
  const bonusByCurrency = new Map(
    input.rows.filter((r) => r.kind === 'bonus').map((r) => [r.currency, r.id]),
  );
  const views: WalletAccount[] = [];
  for (const row of input.rows) {
    const type =
      row.kind === 'wallet' ? 'real' : row.kind === 'bonus' || row.kind === 'points' ? row.kind : null;
    if (type === null) continue;
    const currency = byCode.get(row.currency);
    const unit = { code: row.currency, scale: row.scale, isCrypto: currency?.isCrypto ?? false };
    const text = (minor: bigint) => balanceText(minor, unit);
    const available = availableMinor({
      balanceMinor: row.balance,
      reservedMinor: row.reserved,
      floorZero: true,
    });
    views.push({
      id: row.id,
      idBonus: type === 'points' ? 0 : type === 'bonus' ? row.id : (bonusByCurrency.get(row.currency) ?? 0),
      type,
      money: text(available),
      name: type === 'points' ? POINTS_UNIT.code : (currency?.name ?? row.currency),
      iso: row.currency,
      symbol: type === 'points' ? POINTS_UNIT.code : (currency?.symbol ?? row.currency),
      isActive: row.id === input.holder.activeAccountId,
      isMain: row.id === input.holder.mainAccountId,
      currencyId: row.currency_id ?? 0,
      decimals: row.scale,
      amountOfUnplacedBets: text(input.stakes.get(row.id) ?? 0n),
      points: type === 'points' ? Number(available) : 0,
      isBonusAccount: type === 'bonus',
      isPointsTypeBalance: type === 'points',
    });
  }
  return views.sort(
    (a, b) => TYPE_ORDER[a.type] - TYPE_ORDER[b.type] || Number(b.isMain) - Number(a.isMain) || a.id - b.id,
  );
}
