import { americanOdds } from './american-odds';
import { decimalOdds, hongKongOdds } from './decimal-odds';
import { fractionalOdds } from './fractional-odds';
import type { Odds } from './odds';
import type { OddsFormat } from './odds-format';
import type { OddsCodec } from './odds-text';
import { indonesianOdds, malayOdds } from './split-price-odds';

export const ODDS_CODECS: Readonly<Record<OddsFormat, OddsCodec>> = {
  decimal: decimalOdds,
  fractional: fractionalOdds,
  american: americanOdds,
  hongKong: hongKongOdds,
  indonesian: indonesianOdds,
  malay: malayOdds,
};

export function formatOdds(odds: Odds, format: OddsFormat): string {
  return ODDS_CODECS[format].format(odds);
}

/** Odds typed or shown in `format`, rounded half-up to a thousandth; undefined when the text is not odds. */
export function parseOdds(text: string, format: OddsFormat): Odds | undefined {
  return ODDS_CODECS[format].parse(text);
}
