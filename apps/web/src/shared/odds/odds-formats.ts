import { DEFAULT_ODDS_VIEW_ID } from '@sportsbook/core/constants/defaults.constants';
import {
  ODDS_FORMAT_CFVIEW,
  ODDS_FORMATS,
  oddsFormatOfCfview,
  type OddsFormat,
} from '@sportsbook/core/odds/odds-format';

export type { OddsFormat };

/** The six odds formats (`cfview` 0..5) with their label keys; light enough for the first load. */
export const ODDS_FORMAT_OPTIONS = ODDS_FORMATS.map((format) => ({
  format,
  cfview: ODDS_FORMAT_CFVIEW[format],
  labelKey: `odds.format.${format}`,
}));

export const DEFAULT_ODDS_FORMAT: OddsFormat = oddsFormatOfCfview(DEFAULT_ODDS_VIEW_ID) ?? 'decimal';
