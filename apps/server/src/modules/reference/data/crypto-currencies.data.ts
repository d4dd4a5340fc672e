import { CRYPTO_CURRENCY_ID_BASE } from '@sportsbook/core/reference/reference-ids';
import type { LocalizedNames } from './localized-names';

export interface CryptoCoin {
  readonly code: string;
  readonly symbol: string;
  /**
   * Minor-unit scale: 8 like Bitcoin's satoshi, or the coin's own smaller precision (USDT and TRX have 6,
   * XRP's drop is 1e-6, a stroop of XLM 1e-7). Ether has 18 on chain; 8 is plenty for stakes and keeps amounts
   * readable. SHIB is worth about a hundred-thousandth of a dollar, so 2 places are finer than any stake needs.
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
  { code: 'USDC', symbol: 'USDC', decimals: 6, names: { en: 'USD Coin', ru: 'USD Coin', ar: 'يو إس دي كوين' } },
  { code: 'SOL', symbol: 'SOL', decimals: 8, names: { en: 'Solana', ru: 'Солана', ar: 'سولانا' } },
  { code: 'TON', symbol: 'TON', decimals: 8, names: { en: 'Toncoin', ru: 'Тонкоин', ar: 'تونكوين' } },
  { code: 'ADA', symbol: '₳', decimals: 6, names: { en: 'Cardano', ru: 'Кардано', ar: 'كاردانو' } },
  { code: 'DAI', symbol: 'DAI', decimals: 8, names: { en: 'Dai', ru: 'Dai', ar: 'داي' } },
  { code: 'BCH', symbol: 'BCH', decimals: 8, names: { en: 'Bitcoin Cash', ru: 'Биткоин Кэш', ar: 'بيتكوين كاش' } },
  { code: 'DOT', symbol: 'DOT', decimals: 8, names: { en: 'Polkadot', ru: 'Полкадот', ar: 'بولكادوت' } },
  { code: 'AVAX', symbol: 'AVAX', decimals: 8, names: { en: 'Avalanche', ru: 'Аваланч', ar: 'أفالانش' } },
  { code: 'LINK', symbol: 'LINK', decimals: 8, names: { en: 'Chainlink', ru: 'Чейнлинк', ar: 'تشينلينك' } },
  { code: 'XLM', symbol: 'XLM', decimals: 7, names: { en: 'Stellar', ru: 'Стеллар', ar: 'ستيلر' } },
  { code: 'XMR', symbol: 'ɱ', decimals: 8, names: { en: 'Monero', ru: 'Монеро', ar: 'مونيرو' } },
  { code: 'ATOM', symbol: 'ATOM', decimals: 6, names: { en: 'Cosmos', ru: 'Космос', ar: 'كوزموس' } },
  { code: 'ETC', symbol: 'ETC', decimals: 8, names: { en: 'Ethereum Classic', ru: 'Эфириум Классик', ar: 'إيثريوم كلاسيك' } },
  { code: 'NEAR', symbol: 'NEAR', decimals: 8, names: { en: 'NEAR Protocol', ru: 'NEAR Protocol', ar: 'نير بروتوكول' } },
  { code: 'POL', symbol: 'POL', decimals: 8, names: { en: 'Polygon', ru: 'Полигон', ar: 'بوليغون' } },
  { code: 'SHIB', symbol: 'SHIB', decimals: 2, names: { en: 'Shiba Inu', ru: 'Шиба-ину', ar: 'شيبا إينو' } },
  { code: 'ALGO', symbol: 'ALGO', decimals: 6, names: { en: 'Algorand', ru: 'Алгоранд', ar: 'ألغوراند' } },
  { code: 'XTZ', symbol: 'ꜩ', decimals: 6, names: { en: 'Tezos', ru: 'Тезос', ar: 'تيزوس' } },
];

export function cryptoCurrencyId(index: number): number {
  return CRYPTO_CURRENCY_ID_BASE + index + 1;
}
