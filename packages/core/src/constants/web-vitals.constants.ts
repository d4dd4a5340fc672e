/** Web performance thresholds of spec section 9 (CON-10): at or below `good` is good, above `poor` is poor. */
export const WEB_VITALS_THRESHOLDS = {
  FCP: { good: 1800, poor: 3000 },
  LCP: { good: 2500, poor: 4000 },
  CLS: { good: 0.1, poor: 0.25 },
  FID: { good: 100, poor: 300 },
  TTFB: { good: 800, poor: 1800 },
} as const;
export type WebVitalName = keyof typeof WEB_VITALS_THRESHOLDS;
