import { formatOdds } from '@sportsbook/core/odds/format-odds';
import { oddsFromThousandths } from '@sportsbook/core/odds/odds';
import { ODDS_FORMATS, type OddsFormat } from '@sportsbook/core/odds/odds-format';

/** The odds 2.50 written in every format, so a format picker shows what each choice looks like. */
const SAMPLE_ODDS = oddsFromThousandths(2500);

export const ODDS_SAMPLES = Object.fromEntries(
  ODDS_FORMATS.map((format) => [format, formatOdds(SAMPLE_ODDS, format)]),
) as Readonly<Record<OddsFormat, string>>;
