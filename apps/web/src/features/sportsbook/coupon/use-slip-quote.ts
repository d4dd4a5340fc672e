import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { useCouponQuote } from './api/coupon.api';
import { couponBody } from './bet-slip-rules';
import { useSlipSettings } from './bet-slip-settings.store';

/** The coupon body of the slip now and its UpdateCoupon quote (one cached query shared by the list and form). */
export function useSlipQuote() {
  const { i18n } = useTranslation();
  const selections = useCouponSelections((state) => state.selections);
  const { kind, systemSize, stake, stakes, checkCf } = useSlipSettings();
  const body = couponBody(selections, { kind, systemSize, stake, stakes, checkCf }, i18n.language);
  return { selections, body, quote: useCouponQuote(body) };
}
