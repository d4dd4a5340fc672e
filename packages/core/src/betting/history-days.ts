import { DEFAULT_COUPON_HISTORY_DAYS } from '../constants/defaults.constants';

const MAX_DAYS = 3650;

/**
 * Coupon history days: absent → the configured default; a positive whole number (or its text) → itself, at most
 * ten years; anything else → 7, as the spec says ("7 if not numeric").
 */
export function couponHistoryDays(value: unknown, configured: number = DEFAULT_COUPON_HISTORY_DAYS): number {
  if (value === undefined || value === null) return configured;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return DEFAULT_COUPON_HISTORY_DAYS;
  const days = Number(text);
  return days > 0 ? Math.min(days, MAX_DAYS) : DEFAULT_COUPON_HISTORY_DAYS;
}
