/** UI timings and sizes of spec section 9 (CON-06). */

export const HOVER_DELAY_MS = 200;
export const LAZY_COMPONENT_DELAY_MS = 200;
export const SCROLL_INDICATOR_RESET_MS = 150;
export const SCROLL_POINTER_SUPPRESSION_MS = 300;
export const INFINITE_SCROLL = { threshold: 0.1, rootMarginBottom: '50%' } as const;
export const NOTIFICATION = { durationMs: 3000, widthPx: 260, position: 'bottom-right' } as const;
export const CAPTCHA_FIX_INTERVAL_MS = 500;
/** How long a promotional popup (identification bonus, agent popups) stays away once shown (UI-09, CFG-20). */
export const PROMO_POPUP_QUIET_MS = 24 * 60 * 60 * 1000;
