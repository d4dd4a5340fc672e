import { create } from 'zustand';
import { ODDS_FORMAT_CFVIEW, oddsFormatOfCfview } from '@sportsbook/core/odds/odds-format';
import { readStorage, writeStorage } from '../storage/local-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';
import { DEFAULT_ODDS_FORMAT, type OddsFormat } from './odds-formats';

interface OddsFormatState {
  format: OddsFormat;
  setFormat: (format: OddsFormat) => void;
}

/** Stored as the `cfview` id, the number the feed and coupon calls take. */
function initialFormat(): OddsFormat {
  const stored = readStorage(STORAGE_KEYS.oddsFormat);
  return (stored === null ? undefined : oddsFormatOfCfview(Number(stored))) ?? DEFAULT_ODDS_FORMAT;
}

export const useOddsFormatStore = create<OddsFormatState>((set) => ({
  format: initialFormat(),
  setFormat: (format) => {
    writeStorage(STORAGE_KEYS.oddsFormat, String(ODDS_FORMAT_CFVIEW[format]));
    set({ format });
  },
}));
