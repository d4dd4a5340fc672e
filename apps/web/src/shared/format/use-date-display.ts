import { useMemo } from 'react';
import type { DateDisplayOptions } from '@sportsbook/core/format/date-parts';
import { LANGUAGE_INFO } from '../i18n/languages';
import { useLang } from '../i18n/use-lang';
import { useSiteConfig } from '../site-config/site-config.api';

let timeZone: string | undefined;

/**
 * The user's own time zone, as the browser reports it; UTC when it cannot say. Read once: asking Intl costs
 * more than drawing a row, and every row of a long list shows a time.
 */
export function userTimeZone(): string {
  timeZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return timeZone;
}

/**
 * How dates show for this visitor (CFG-24): in their time zone, on the 12-hour clock where the configuration
 * says their country reads time so, with day periods in the page's language.
 */
export function useDateDisplay(): DateDisplayOptions {
  const { derived } = useSiteConfig();
  const lang = useLang();
  return useMemo(
    () => ({ timeZone: userTimeZone(), hour12: derived.twelveHourClock, locale: LANGUAGE_INFO[lang].locale }),
    [derived.twelveHourClock, lang],
  );
}
