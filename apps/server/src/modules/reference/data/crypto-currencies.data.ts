import { CRYPTO_CURRENCY_ID_BASE } from '@sportsbook/core/reference/reference-ids';
import type { LocalizedNames } from './localized-names';

export interface CryptoCoin {
  readonly code: string;
  readonly symbol: string;
  /**
   * Minor-unit scale: 8 like Bitcoin's satoshi, or the coin's own smaller precision (USDT and TRX have 6,
   * XRP's drop is 1e-6). Ether has 18 on chain; 8 is plenty for stakes and keeps amounts readable.
   */
  readonly decimals: number;
  readonly names: LocalizedNames;
}

/** The main coins, in a fixed order: a coin's id is CRYPTO_CURRENCY_ID_BASE + its position + 1. Append only. */
export const CRYPTO_COINS: readonly CryptoCoin[] = [
  { code: 'BTC', symbol: '₿', decimals: 8, names: { en: 'Bitcoin', ru: 'Биткоин', ar: 'بيتكوين' } },
  { code: 'ETH', symbol: 'Ξ', decimals: 8, names: { en: 'Ethereum', ru: 'Эфириум', ar: 'إيثريوم' } },
  { code: 'USDT', symbol: '₮', decimals: 6, names: { en: 'Tether', ru: 'Тезер', ar: 'تيثر' } },
  { code: 'LTC', symbol: 'Ł', decimals: 8, names: { en: 'Litecoin', ru: 'Лайткоин', ar: 'لايتكوين' } },
  { code: 'TRX', symbol: 'TRX', decimals: 6, names: { en: 'TRON', ru: 'Трон', ar: 'ترون' } },
  { code: 'BNB', symbol: 'BNB', decimals: 8, names: { en: 'BNB', ru: 'BNB', ar: 'BNB' } },
  { code: 'DOGE', symbol: 'Ð', decimals: 8, names: { en: 'Dogecoin', ru: 'Догикоин', ar: 'دوجكوين' } },
  { code: 'XRP', symbol: 'XRP', decimals: 6, names: { en: 'XRP', ru: 'XRP', ar: 'XRP' } },
];

export function cryptoCurrencyId(index: number): number {
  return CRYPTO_CURRENCY_ID_BASE + index + 1;
}
