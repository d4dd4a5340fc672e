import { useEffect } from 'react';
import type { AgentPopup } from '@sportsbook/core/site-config/geo-section.schema';
import { STORAGE_KEYS } from '../../shared/storage/storage-keys';
import { markShown, shownRecently } from '../../shared/storage/shown-recently';
import { useModalStore } from '../../shared/ui/modal/modal.store';

export const AGENT_POPUP_MODAL = 'agentPopup';

/**
 * CFG-20: the server serves only the agent popups of the visitor's country; this opens the first one not shown
 * within the quiet period, so a visitor sees them one at a time across visits rather than a stack at once.
 */
export function AgentPopups({ popups }: { popups: readonly AgentPopup[] }) {
  const openModal = useModalStore((state) => state.openModal);
  useEffect(() => {
    const due = popups.find((popup) => !shownRecently(`${STORAGE_KEYS.agentPopupShownPrefix}${popup.id}`));
    if (!due) return;
    markShown(`${STORAGE_KEYS.agentPopupShownPrefix}${due.id}`);
    openModal(AGENT_POPUP_MODAL, due);
  }, [popups, openModal]);
  return null;
}
