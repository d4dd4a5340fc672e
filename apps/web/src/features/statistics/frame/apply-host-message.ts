import { readFrameMessage } from '@sportsbook/core/statistics/frame-messages';
import { frameAddressOf, statisticsPagePathOf } from '@sportsbook/core/statistics/frame-path';
import { useFrameState } from './frame-state.store';
import { settleReply } from './host-channel';

export interface FrameNavigator {
  lang: string;
  navigate: (to: string, options: { replace: boolean }) => void;
  /** The frame's address now (the router's, which tests keep in memory). */
  location: () => { pathname: string; search: string };
}

/**
 * One message from the host: open the page its address names (ParentPathChanged), follow its hidden items,
 * coupon and settings, settle replies. Anything else, or a message from another window, is ignored.
 */
export function applyHostMessage(event: MessageEvent, { lang, navigate, location }: FrameNavigator): void {
  if (event.source !== window.parent || event.source === window) return;
  const state = useFrameState.getState();
  const message = readFrameMessage(event.data, state.settings.postMessageListenerId ?? '');
  if (!message || settleReply(message)) return;
  switch (message.type) {
    case 'ParentPathChanged': {
      const { pathname, search } = location();
      if (message.path && message.path.replace(/^\/+/, '') !== statisticsPagePathOf(pathname, search)) {
        navigate(frameAddressOf(lang, message.path, search), { replace: true });
      }
      break;
    }
    case 'SwitchHiddenItem':
      state.setHidden(message.itemId, message.hidden);
      break;
    case 'BetsUpdate':
      state.setCoupon(message.bets);
      break;
    case 'ChangeSettings':
      state.applySettings(message.settings);
      break;
    default:
      break;
  }
}
