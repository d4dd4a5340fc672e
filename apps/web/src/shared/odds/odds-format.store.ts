import { create } from 'zustand';
import { ODDS_FORMAT_CFVIEW, oddsFormatOfCfview } from '@sportsbook/core/odds/odds-format';
import { readStorage, writeStorage } from '../storage/local-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { DEFAULT_ODDS_FORMAT, type OddsFormat } from './odds-formats';

interface OddsFormatState {
  format: OddsFormat;
  setFormat: (format: OddsFormat) => void;
  /**
   * The site's default for this visitor (site config `derived.coefficientFormat`: by country, then by
   * language, then the betting default; SPT-25). It yields to a format the visitor or the account chose,
   * and is not stored, so another language or country brings its own default.
   */
  applySiteDefault: (cfview: number) => void;
}

/** Stored as the `cfview` id, the number the feed and coupon calls take. */
function storedFormat(): OddsFormat | undefined {
  const stored = readStorage(STORAGE_KEYS.oddsFormat);
  return stored === null ? undefined : oddsFormatOfCfview(Number(stored));
}

export const useOddsFormatStore = create<OddsFormatState>((set) => ({
  format: storedFormat() ?? DEFAULT_ODDS_FORMAT,
  setFormat: (format) => {
    writeStorage(STORAGE_KEYS.oddsFormat, String(ODDS_FORMAT_CFVIEW[format]));
    set({ format });
  },
  applySiteDefault: (cfview) => {
    const format = storedFormat() ?? oddsFormatOfCfview(cfview);
    if (format) set({ format });
  },
}));
