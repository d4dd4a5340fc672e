import { WEB_VITALS_THRESHOLDS, type WebVitalName } from '../constants/web-vitals.constants';

export type WebVitalRating = 'good' | 'needs-improvement' | 'poor';

export const WEB_VITAL_NAMES = Object.keys(WEB_VITALS_THRESHOLDS) as [WebVitalName, ...WebVitalName[]];

/** A measured value (ms, or the unitless CLS score) against the spec's thresholds; both bounds are inclusive. */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const { good, poor } = WEB_VITALS_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}
