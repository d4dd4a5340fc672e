import { useLocation, useNavigate } from 'react-router';
import { isRtlLanguage } from '@sportsbook/core/reference/rtl-languages';
import { ODDS_FORMAT_CFVIEW } from '@sportsbook/core/odds/odds-format';
import { useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { LANGUAGE_INFO } from '../../../shared/i18n/languages';
import { useLang } from '../../../shared/i18n/use-lang';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { useThemeStore } from '../../../shared/theme/theme.store';
import { addBetToCoupon, betOfSelection } from './coupon-bridge';
import type { StatisticsFrameProps } from './statistics-frame';

/** The browser's offset from UTC in whole hours, as the feed's `tz` takes it; none for half-hour zones. */
export function browserHourOffset(date = new Date()): number | undefined {
  const hours = -date.getTimezoneOffset() / 60;
  return Number.isInteger(hours) ? hours : undefined;
}

interface SiteFrameOptions {
  /** The frame's first page (below /{lang}/statisticpopup). */
  pagePath: string;
  title: string;
  /** Tells this frame's messages apart from another frame's on the same page. */
  listenerId: string;
  /** Mirror the frame's pages below /{lang}/statistics (the statistics area); a block on a page does not. */
  mirror?: boolean;
}

/**
 * The site as the statistics frame's host: its language, theme, clock, zone and odds format, its coupon
 * taking the frame's bets and, in the statistics area, its address mirroring the frame's page.
 */
export function useSiteFrameProps({
  pagePath,
  title,
  listenerId,
  mirror = false,
}: SiteFrameOptions): StatisticsFrameProps {
  const lang = useLang();
  const navigate = useNavigate();
  const location = useLocation();
  const { global, derived } = useSiteConfig();
  const theme = useThemeStore((state) => state.theme);
  const format = useOddsFormatStore((state) => state.format);
  const selections = useCouponSelections((state) => state.selections);
  return {
    title,
    href: pagePath,
    language: lang,
    locale: LANGUAGE_INFO[lang].locale,
    isRtl: isRtlLanguage(lang),
    isDarkTheme: theme === 'dark',
    is12h: derived.twelveHourClock,
    timeZone: browserHourOffset(),
    postMessageListenerId: listenerId,
    ...(mirror
      ? {
          syncHistoryWithIframe: true,
          transformPrefix: `/${lang}/statistics`,
          hostPath: `${location.pathname}${location.search}`,
          onHostPathChange: (path: string, replace: boolean) => void navigate(path, { replace }),
          onGoBack: () => void navigate(-1),
          onGoForward: () => void navigate(1),
          onTitle: (pageTitle: string) => {
            document.title = `${pageTitle} | ${global.name}`;
          },
        }
      : // A block of another page keeps that page's title and lets its links work inside the block.
        { isHideNavigationButtons: true, onTitle: () => undefined }),
    oddsFormat: ODDS_FORMAT_CFVIEW[format],
    bets: selections.map(betOfSelection),
    betsAvailable: true,
    onSendBet: addBetToCoupon,
  };
}
