import { useLocation, useNavigate } from 'react-router';
import { useFrameState } from './frame-state.store';
import { postToHost } from './host-channel';

/** React Router keeps each entry's index in the history state; the first page of this window is 0. */
function historyIndex(): number {
  const state = window.history.state as { idx?: number } | null;
  return state?.idx ?? 0;
}

let furthestIndex = 0;

/**
 * Back and forward inside the frame. When the host keeps the history (syncHistoryWithIframe), the buttons
 * ask it (ChildGoBack, ChildGoForward); otherwise the frame walks its own history, and on its first page the
 * back button hands over to the host when activateGoBack is set.
 */
export function useFrameNavigation() {
  useLocation();
  const navigate = useNavigate();
  const { embedded, settings } = useFrameState();
  const index = historyIndex();
  furthestIndex = Math.max(furthestIndex, index);
  const hostHistory = embedded && settings.syncHistoryWithIframe;
  const backToHost = embedded && settings.activateGoBack && index === 0;
  return {
    shown: !settings.isHideNavigationButtons,
    canGoBack: hostHistory || index > 0 || backToHost,
    canGoForward: hostHistory || index < furthestIndex,
    goBack: () => {
      if (hostHistory || backToHost) postToHost({ type: 'ChildGoBack' });
      else void navigate(-1);
    },
    goForward: () => {
      if (hostHistory) postToHost({ type: 'ChildGoForward' });
      else void navigate(1);
    },
  };
}
