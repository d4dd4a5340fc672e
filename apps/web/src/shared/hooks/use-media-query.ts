import { useCallback, useSyncExternalStore } from 'react';

/** Phone widths, the same breakpoint as the stylesheets' `@media (max-width: 767px)`. */
export const PHONE_MEDIA = '(max-width: 767px)';

/**
 * Whether a media query matches now, following changes. For what must not be rendered at all at some widths
 * (a CSS rule could only hide it); without matchMedia (tests, old browsers) nothing matches.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
