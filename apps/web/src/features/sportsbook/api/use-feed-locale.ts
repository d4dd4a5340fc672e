import { ODDS_FORMAT_CFVIEW } from '@sportsbook/core/odds/odds-format';
import { useLang } from '../../../shared/i18n/use-lang';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';

/** The `lng` and `cfview` every feed call carries: the page's language and the chosen odds format. */
export function useFeedLocale() {
  const lng = useLang();
  const format = useOddsFormatStore((state) => state.format);
  return { lng, cfview: ODDS_FORMAT_CFVIEW[format] };
}
