import { useTranslation } from '../../../shared/i18n/use-translation';
import type { FrameBet, SendBetReply } from '@sportsbook/core/statistics/frame-messages';
import { useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { notify } from '../../../shared/ui/notification/notification.store';
import { addBetToCoupon, betOfSelection, selectionOfBet } from '../frame/coupon-bridge';
import { useFrameState } from '../frame/frame-state.store';
import { sendBetToHost } from '../frame/host-channel';

export const sameBet = (a: FrameBet, b: FrameBet) =>
  a.gameId === b.gameId && a.type === b.type && (a.param ?? 0) === (b.param ?? 0);

/**
 * Betting from a statistics page. Framed, the host's coupon takes the bet (Request.SendBet) and says which
 * selections it holds (BetsUpdate); a host that does not take bets gets plain prices. Alone (a pop-up or a
 * direct visit) the page is the site itself: the bet goes into the site's coupon, which every open window of
 * the site shares through storage.
 */
export function useStatisticsBetting() {
  const { t } = useTranslation();
  const embedded = useFrameState((state) => state.embedded);
  const hostBets = useFrameState((state) => state.bets);
  const betsAvailable = useFrameState((state) => state.betsAvailable);
  const selections = useCouponSelections((state) => state.selections);
  const held = embedded ? hostBets : selections.map(betOfSelection);
  return {
    available: embedded ? betsAvailable : true,
    isSelected: (bet: FrameBet) => held.some((item) => sameBet(item, bet)),
    send: async (bet: FrameBet) => {
      if (!embedded && held.some((item) => sameBet(item, bet))) {
        useCouponSelections.getState().remove(selectionOfBet(bet));
        return;
      }
      const reply: SendBetReply | null = embedded ? await sendBetToHost(bet) : addBetToCoupon(bet);
      if (reply?.accepted) {
        notify({ type: 'success', title: t('statistics.bet.added') });
      } else {
        notify({ type: 'error', title: t('statistics.bet.refused'), text: reply?.reason });
      }
    },
  };
}
