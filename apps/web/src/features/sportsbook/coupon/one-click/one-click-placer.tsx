import { useEffect } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { LINE_FEED_KIND } from '@sportsbook/core/constants/events.constants';
import type { CouponSelection } from '../../../../shared/coupon/coupon-selections.store';
import { useOneClick } from '../../../../shared/coupon/one-click.store';
import { notify } from '../../../../shared/ui/notification/notification.store';
import { useRefreshWallet } from '../../../wallet/api/balance.api';
import { placeBet } from '../api/coupon.api';
import { couponLegs } from '../bet-slip-rules';
import { refusalText } from '../refusal-text';
import { useOneClickSetting } from './one-click.api';

/**
 * Mounted once for a logged-in player: while one-click is on, a price clicked anywhere is placed at once as a
 * single with the stored stake and policy (MakeBetWeb with OneClickBet and no Summ), and the slip is left as
 * it was. Each click is its own bet with its own betGUID.
 */
export function OneClickPlacer() {
  const { t, i18n } = useTranslation();
  const setting = useOneClickSetting();
  const refreshWallet = useRefreshWallet();
  const setPlace = useOneClick((state) => state.setPlace);
  const enabled = setting.data?.enabled === true;

  useEffect(() => {
    if (!enabled) return;
    const place = (selection: CouponSelection) => {
      const body = {
        Events: couponLegs([selection]),
        Vid: 0,
        OneClickBet: true,
        live: selection.kind === LINE_FEED_KIND.LIVE,
        Lng: i18n.language,
      };
      notify({ type: 'info', title: t('coupon.oneClick.placing', { selection: selection.names.selection }) });
      placeBet(body, () => undefined)
        .then((bet) => notify({ type: 'success', title: t('coupon.place.accepted', { id: bet.Id }) }))
        .catch((error: unknown) => notify({ type: 'error', title: refusalText(error, t) }))
        .finally(() => void refreshWallet());
    };
    setPlace(place);
    return () => setPlace(null);
  }, [enabled, i18n.language, refreshWallet, setPlace, t]);

  return null;
}
