import { oddsFormatOfCfview } from '@sportsbook/core/odds/odds-format';
import { useOddsFormatStore } from './odds-format.store';

/** Shows odds in the player's saved format (their settings' `cfview`), when it is one we know. */
export function applyCfview(cfview: number | undefined): void {
  const format = cfview === undefined ? undefined : oddsFormatOfCfview(cfview);
  if (format) useOddsFormatStore.getState().setFormat(format);
}
