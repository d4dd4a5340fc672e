import { oddsFormatOfCfview } from '../odds/odds-format';
import { parseOdds } from '../odds/format-odds';

/**
 * An auto bet's target price (`autoBetCf`) in the odds format `autoBetCfView` (the cfview ids: 0 decimal,
 * 1 fractional, 2 American, 3 Hong Kong, 4 Indonesian, 5 Malay) as decimal odds in thousandths; undefined when
 * it is not a price in that format.
 */
export function targetPriceThousandths(value: number | string, cfview = 0): number | undefined {
  const format = oddsFormatOfCfview(cfview);
  if (!format) return undefined;
  return parseOdds(String(value), format);
}
