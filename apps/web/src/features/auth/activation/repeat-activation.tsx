import { useEffect, useRef } from 'react';
import { useModalStore } from '../../../shared/ui/modal/modal.store';
import { askRepeatActivation } from '../api/activation.api';
import type { RepeatActivationArgs } from './repeat-activation-modal';

/**
 * While a player is logged in: asks the server once whether to remind them to confirm their e-mail, and opens
 * the reminder when it says so. A failure only means no reminder this time.
 */
export function RepeatActivation({ userId }: { userId: number }) {
  const openModal = useModalStore((state) => state.openModal);
  // Once per player while the layout lives; the server itself reminds at most once a day.
  const askedFor = useRef<number | null>(null);
  useEffect(() => {
    if (askedFor.current === userId) return;
    askedFor.current = userId;
    askRepeatActivation()
      .then(({ show, email }) => {
        if (show && email) openModal('repeatActivation', { email } satisfies RepeatActivationArgs);
      })
      .catch((error: unknown) => console.warn('repeat activation popup', error));
  }, [userId, openModal]);
  return null;
}
