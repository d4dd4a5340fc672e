import { useMemo } from 'react';
import type { DateDisplayOptions } from '@sportsbook/core/format/date-parts';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import { useFrameState } from '../frame/frame-state.store';

/** An hour offset as an IANA zone: Etc/GMT-3 is three hours east of UTC (the sign is POSIX's). */
export function zoneOfOffset(hours: number): string {
  if (hours === 0) return 'UTC';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

function supportedLocale(locale: string | undefined): string | undefined {
  try {
    return locale && Intl.DateTimeFormat.supportedLocalesOf(locale).length > 0 ? locale : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How the statistics pages show dates: the site's rules, overridden by a host's time zone, clock and locale
 * (tz, is12h, lc) when the page is framed.
 */
export function useStatisticsDates(): DateDisplayOptions {
  const site = useDateDisplay();
  const embedded = useFrameState((state) => state.embedded);
  const { timeZone, is12h, locale } = useFrameState((state) => state.settings);
  return useMemo(
    () => ({
      timeZone: timeZone === undefined ? site.timeZone : zoneOfOffset(timeZone),
      hour12: embedded ? is12h : is12h || site.hour12,
      locale: supportedLocale(locale) ?? site.locale,
    }),
    [site, embedded, timeZone, is12h, locale],
  );
}
