import { z } from 'zod';

/**
 * An account as `user/balance` answers it (spec section 3, Account). `money` and `amountOfUnplacedBets` are
 * decimal text, never floats: fiat rounded to 2 decimals, crypto with all the coin's decimals. `money` is what the
 * player can spend (the balance less pending stakes and withdrawals); `amountOfUnplacedBets` is what pending
 * stakes hold.
 */
export const walletAccountSchema = z.object({
  id: z.number().int().positive(),
  /** The bonus account in the same currency, 0 when there is none; a bonus account names itself. */
  idBonus: z.number().int().nonnegative(),
  type: z.enum(['real', 'bonus', 'points']),
  money: z.string(),
  name: z.string(),
  iso: z.string(),
  symbol: z.string(),
  isActive: z.boolean(),
  /** The main (first) currency account, which cannot be deleted. */
  isMain: z.boolean(),
  /** 0 for the points balance, which is no currency. */
  currencyId: z.number().int().nonnegative(),
  /** The currency's minor-unit decimals, so a client can compare amounts exactly. */
  decimals: z.number().int().min(0).max(18),
  amountOfUnplacedBets: z.string(),
  points: z.number().int().nonnegative(),
  isBonusAccount: z.boolean(),
  isPointsTypeBalance: z.boolean(),
});
export type WalletAccount = z.infer<typeof walletAccountSchema>;

export const walletAccountsResponse = z.object({
  data: z.object({ accounts: z.array(walletAccountSchema) }),
});
export const walletAccountResponse = z.object({ data: z.object({ account: walletAccountSchema }) });
