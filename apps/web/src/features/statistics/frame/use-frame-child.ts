import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { statisticsPagePathOf } from '@sportsbook/core/statistics/frame-path';
import { hiddenItemsOf } from '@sportsbook/core/statistics/hidden-items';
import { useLang } from '../../../shared/i18n/use-lang';
import { applyTheme, useThemeStore } from '../../../shared/theme/theme.store';
import { applyHostMessage } from './apply-host-message';
import { useFrameState } from './frame-state.store';
import { couponDataFromHost, postToHost } from './host-channel';
import { reportPageView } from './tag-page-view';
import { useBodyHeight } from './use-body-height';

let started = false;

function storageKeys(): string[] {
  try {
    return Object.keys(window.localStorage);
  } catch {
    return [];
  }
}

/** Reads the frame's settings once per load from its first address: every statistics page shares them. */
export function startFrame(search: string): void {
  if (started) return;
  started = true;
  const embedded = window.parent !== window;
  useFrameState.getState().start(search, embedded, hiddenItemsOf(storageKeys()));
}

let couponAsked = false;

/** Request.GetCouponData, once per load, when the frame listens for the reply. */
function askForCoupon(): void {
  if (couponAsked) return;
  couponAsked = true;
  void couponDataFromHost().then((data) => {
    if (data) useFrameState.getState().setCoupon(data.bets, data.isBetsAvailable);
  });
}

/** Tests start every page afresh. */
export function resetFrameForTests(): void {
  started = false;
  couponAsked = false;
}

/** The host's theme wins inside its frame, over the visitor's stored theme and the site's default. */
function useHostTheme(embedded: boolean, dark: boolean): void {
  useEffect(() => {
    if (!embedded) return undefined;
    const theme = dark ? 'dark' : 'light';
    applyTheme(theme);
    // The site's default theme is adopted after the page mounts; the frame's theme is re-applied over it.
    return useThemeStore.subscribe(() => applyTheme(theme));
  }, [embedded, dark]);
}

/**
 * The statistics frame's side of the protocol (spec section 7): reports each page it opens, its height and
 * title; follows the host's address, hidden items, coupon and settings. Off when not embedded.
 */
export function useFrameChild(content: RefObject<HTMLElement | null>): void {
  const location = useLocation();
  startFrame(location.search);
  const lang = useLang();
  const navigate = useNavigate();
  // The listener reads where the frame is now without being set up again on every page.
  const here = useRef(location);
  here.current = location;
  const embedded = useFrameState((state) => state.embedded);
  const { isDarkTheme, fixedIframeHeight, internalContentScrolling, gTagId } = useFrameState(
    (state) => state.settings,
  );

  useEffect(() => {
    if (!embedded) return undefined;
    const listener = (event: MessageEvent) =>
      applyHostMessage(event, { lang, navigate, location: () => here.current });
    window.addEventListener('message', listener);
    askForCoupon();
    return () => window.removeEventListener('message', listener);
  }, [embedded, lang, navigate]);

  const path = statisticsPagePathOf(location.pathname, location.search);
  useEffect(() => {
    if (path === null) return;
    postToHost({ type: 'HistoryRouteChanged', path });
    if (gTagId) reportPageView(gTagId, path);
  }, [path, gTagId]);

  useHostTheme(embedded, isDarkTheme);
  useBodyHeight(content, embedded && !fixedIframeHeight && !internalContentScrolling);
}
