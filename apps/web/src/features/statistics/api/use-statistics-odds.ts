import { ODDS_FORMAT_CFVIEW, oddsFormatOfCfview, type OddsFormat } from '@sportsbook/core/odds/odds-format';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import { useFrameState } from '../frame/frame-state.store';

/** The odds format prices show in: the host's (`g`) when framed, else the visitor's own choice. */
export function useStatisticsOdds(): { format: OddsFormat; cfview: number } {
  const own = useOddsFormatStore((state) => state.format);
  const host = useFrameState((state) => state.settings.oddsFormat);
  const format = (host === undefined ? undefined : oddsFormatOfCfview(host)) ?? own;
  return { format, cfview: ODDS_FORMAT_CFVIEW[format] };
}
