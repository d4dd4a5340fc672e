import currencyCodes from 'currency-codes';
import { CURRENCY_SET } from '@sportsbook/core/constants/money.constants';
import { CRYPTO_COINS, cryptoCurrencyId } from './crypto-currencies.data';
import { SEED_UNITS_PER_USD } from './currency-rates.data';
import { HISTORIC_CURRENCIES } from './historic-currencies.data';
import { intlNames, type LocalizedNames } from './localized-names';
import { minimumBetMinor } from './minimum-bet';

export interface CurrencySeed {
  readonly id: number;
  readonly code: string;
  readonly numericCode: string | null;
  readonly symbol: string;
  readonly decimals: number;
  readonly isCrypto: boolean;
  readonly names: LocalizedNames;
  readonly coefficient: number | null;
  readonly minBetMinor: number | null;
  readonly hide: boolean;
}

/** ISO 4217 entries that are not money a player holds: precious metals, funds, units of account, test codes. */
const NOT_PLAYABLE = new Set(
  'BOV CHE CHW CLF COU MXV USN UYI UYW XAG XAU XBA XBB XBC XBD XDR XPD XPT XSU XTS XUA XXX'.split(' '),
);

/** ICU's narrow symbol, except the tenge's, which the spec fixes (CON-03). */
function narrowSymbol(code: string): string {
  if (code === 'KZT') return CURRENCY_SET.symbol;
  const parts = new Intl.NumberFormat('en', { style: 'currency', currency: code, currencyDisplay: 'narrowSymbol' });
  return parts.formatToParts(1).find((part) => part.type === 'currency')?.value ?? code;
}

/** A rate gives a minimum bet and makes the currency playable; without one it waits, hidden. */
function pricing(code: string, decimals: number) {
  const coefficient = SEED_UNITS_PER_USD[code] ?? null;
  return coefficient === null
    ? { coefficient, minBetMinor: null, hide: true }
    : { coefficient, minBetMinor: minimumBetMinor(coefficient, decimals), hide: false };
}

/** ICU's names in every product language, or the standard's English name where ICU lacks one. */
function currencyNames(code: string, name: string): LocalizedNames {
  return intlNames('currency', code) ?? { en: name, ru: name, ar: name };
}

/**
 * ISO 4217 currencies from currency-codes (id = the ISO numeric code), the withdrawn ones of list A.3 (ids by
 * the rule in historic-currencies.data.ts; never priced, so hidden) and the main crypto coins (ids from
 * CRYPTO_CURRENCY_ID_BASE), with their minor-unit decimals, symbols and names.
 */
export function currencySeeds(): CurrencySeed[] {
  const fiat = currencyCodes.data
    .filter((c) => !NOT_PLAYABLE.has(c.code) && /^\d{3}$/.test(c.number))
    .map((c) => ({
      id: Number(c.number),
      code: c.code,
      numericCode: c.number,
      symbol: narrowSymbol(c.code),
      decimals: c.digits,
      isCrypto: false,
      names: currencyNames(c.code, c.currency),
      ...pricing(c.code, c.digits),
    }));
  const historic = HISTORIC_CURRENCIES.map((c) => ({
    id: c.id,
    code: c.code,
    numericCode: c.numericCode,
    symbol: narrowSymbol(c.code),
    decimals: c.decimals,
    isCrypto: false,
    names: currencyNames(c.code, c.name),
    ...pricing(c.code, c.decimals),
  }));
  const crypto = CRYPTO_COINS.map((coin, index) => ({
    id: cryptoCurrencyId(index),
    code: coin.code,
    numericCode: null,
    symbol: coin.symbol,
    decimals: coin.decimals,
    isCrypto: true,
    names: coin.names,
    ...pricing(coin.code, coin.decimals),
  }));
  return [...fiat, ...historic, ...crypto];
}
