import { useEffect, useRef } from 'react';
import type { PaymentHistoryPage } from '@sportsbook/core/payments/payment.schema';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { markShown, shownRecently } from '../../shared/storage/shown-recently';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import type { AccountData } from '../office/api/account-data.api';
import { officeCall } from '../office/office-request';
import { paymentsCall } from '../payments/api/payments-http';

export const IDENTIFICATION_BONUS_MODAL = 'identificationBonus';

/**
 * Until the verification status model exists (KYC-13), a player counts as verified the way the payment pages
 * already decide needVerify: once they confirmed their e-mail or phone.
 */
async function isEligible(signal: AbortSignal): Promise<boolean> {
  const account = await officeCall<AccountData>('getaccountdata', {}, signal);
  if (account.emailConfirmed || account.phoneConfirmed) return false;
  const history = await paymentsCall<PaymentHistoryPage>('officeapi/gethistorypaymentmainaccount', {
    body: { is_include_archive: true, page_number: 1 },
    signal,
  });
  // Newest first: a player with more than one page of payments has paid in, whatever this page holds.
  return (
    !history.hasMore &&
    !history.items.some((p) => p.kind === 'deposit' && (p.status === 'succeeded' || p.status === 'refunded'))
  );
}

/**
 * UI-09, BON-11: offers the identification bonus to a logged-in player who is not verified and has never
 * deposited, at most once per quiet period. Mounted only where the configuration enables the modal; a failed
 * check only means no offer this time.
 */
export function IdentificationBonus({ userId }: { userId: number }) {
  const openModal = useModalStore((state) => state.openModal);
  const askedFor = useRef<number | null>(null);
  useEffect(() => {
    const key = `${STORAGE_KEYS.identificationBonusShownPrefix}${userId}`;
    if (askedFor.current === userId || shownRecently(key)) return;
    askedFor.current = userId;
    const controller = new AbortController();
    isEligible(controller.signal)
      .then((eligible) => {
        if (!eligible) return;
        markShown(key);
        openModal(IDENTIFICATION_BONUS_MODAL);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('identification bonus offer', error);
      });
    return () => controller.abort();
  }, [userId, openModal]);
  return null;
}
