import type { TFunction } from '../../../shared/i18n/translator';
import { CouponRefusal } from './api/coupon.api';

/** A refusal's translated text by its code (the server's English `Error` when no key exists), else a failure. */
export function refusalText(error: unknown, t: TFunction): string {
  return error instanceof CouponRefusal
    ? t(`coupon.refusal.${error.code}`, { defaultValue: error.message })
    : t('coupon.place.failed');
}
