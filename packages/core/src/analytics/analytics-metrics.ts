import {
  ANALYTICS_MAX_TEXT_METRIC,
  ANALYTICS_METRIC_KEYS,
  type AnalyticsMetricKey,
} from '../constants/analytics.constants';

export type AnalyticsMetrics = Partial<Record<AnalyticsMetricKey, number | string>>;

/**
 * What an event may carry (ANA-01): only the keys i1-i3 (integers), f1-f3 (numbers) and s1-s3 (text). Other
 * keys and values of the wrong kind are dropped rather than sent, since the collector refuses the whole batch
 * for one bad metric; an integer metric given a fraction keeps its integer part, long text is cut.
 */
export function cleanMetrics(
  metrics: Readonly<Record<string, unknown>> | undefined,
): AnalyticsMetrics | undefined {
  if (!metrics) return undefined;
  const clean: AnalyticsMetrics = {};
  for (const key of ANALYTICS_METRIC_KEYS) {
    const value = metrics[key];
    if (key.startsWith('s')) {
      if (typeof value === 'string') clean[key] = value.slice(0, ANALYTICS_MAX_TEXT_METRIC);
      else if (typeof value === 'number' && Number.isFinite(value)) clean[key] = String(value);
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      clean[key] = key.startsWith('i') ? Math.trunc(value) : value;
    }
  }
  return Object.keys(clean).length > 0 ? clean : undefined;
}
