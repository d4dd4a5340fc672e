import { useEffect, useRef, useState, type RefObject } from 'react';
import {
  frameEnvelope,
  readFrameMessage,
  type FrameBet,
  type FrameLiveSettings,
  type FrameMessage,
  type SendBetReply,
} from '@sportsbook/core/statistics/frame-messages';
import { frameMinHeight, type StatisticsFrameParams } from '@sportsbook/core/statistics/frame-params';
import { hostPathOf, pagePathFromHost } from '@sportsbook/core/statistics/frame-path';
import { hiddenItemKey } from '@sportsbook/core/statistics/hidden-items';
import { removeStorage, writeStorage } from '../../../shared/storage/local-storage';

export interface FrameHostOptions {
  params: StatisticsFrameParams;
  /** The frame's address, fixed when the frame mounts. */
  src: string;
  /** The host's own address now (pathname and search), mirrored when syncHistoryWithIframe is on. */
  hostPath?: string;
  onHostPathChange?: (path: string, replace: boolean) => void;
  onGoBack?: () => void;
  onGoForward?: () => void;
  bets: readonly FrameBet[];
  betsAvailable: boolean;
  onSendBet?: (bet: FrameBet) => SendBetReply | Promise<SendBetReply>;
  onTitle?: (title: string) => void;
}

const LIVE_KEYS = ['is12h', 'isDarkTheme', 'isRtl', 'timeZone', 'gTagId'] as const;

function liveSettings(params: StatisticsFrameParams): FrameLiveSettings {
  return Object.fromEntries(
    LIVE_KEYS.map((key) => [key, params[key]]).filter(([, value]) => value !== undefined),
  );
}

/**
 * The host's side of the statistics frame protocol (spec section 7): sizes the frame to its content (at
 * least 280 px), mirrors its pages into the host's address and back, keeps its hidden items, answers its
 * coupon requests, and forwards the host's settings and coupon as they change.
 */
export function useFrameHost(frame: RefObject<HTMLIFrameElement | null>, options: FrameHostOptions) {
  const { params, src } = options;
  const listenerId = params.postMessageListenerId ?? '';
  const origin = new URL(src, window.location.href).origin;
  const [height, setHeight] = useState(() => frameMinHeight(params.minHeight));
  const latest = useRef(options);
  latest.current = options;
  // The page the frame last reported, so a host address that already shows it is not sent back.
  const childPath = useRef<string | null>(null);

  const post = (message: FrameMessage) =>
    frame.current?.contentWindow?.postMessage(frameEnvelope(message, listenerId), origin);
  const postRef = useRef(post);
  postRef.current = post;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== origin) return;
      const message = readFrameMessage(event.data, listenerId);
      if (message) void handle(message);
    };
    const handle = async (message: FrameMessage) => {
      const current = latest.current;
      const sync = current.params.syncHistoryWithIframe;
      const prefix = current.params.transformPrefix;
      switch (message.type) {
        case 'BodyHeightChanged':
          if (!current.params.fixedIframeHeight) {
            setHeight(Math.max(Math.ceil(message.height), frameMinHeight(current.params.minHeight)));
          }
          break;
        case 'HistoryRouteChanged': {
          const first = childPath.current === null;
          childPath.current = message.path;
          const target = hostPathOf(message.path, prefix);
          if (sync && target !== current.hostPath)
            current.onHostPathChange?.(target, first || Boolean(message.replace));
          break;
        }
        case 'ChildGoBack':
          (current.onGoBack ?? (() => window.history.back()))();
          break;
        case 'ChildGoForward':
          (current.onGoForward ?? (() => window.history.forward()))();
          break;
        case 'SwitchHiddenItem':
          if (message.hidden) writeStorage(hiddenItemKey(message.itemId), '1');
          else removeStorage(hiddenItemKey(message.itemId));
          break;
        case 'SetDocumentTitle':
          (current.onTitle ?? ((title: string) => (document.title = title)))(message.title);
          break;
        case 'Request.SendBet': {
          if (!message.bet) break;
          const reply: SendBetReply =
            current.betsAvailable && current.onSendBet
              ? await current.onSendBet(message.bet)
              : { accepted: false, reason: 'bets are not available' };
          postRef.current({ type: 'Request.SendBet', requestId: message.requestId, reply });
          break;
        }
        case 'Request.GetCouponData':
          if (message.reply) break;
          postRef.current({
            type: 'Request.GetCouponData',
            requestId: message.requestId,
            reply: {
              bets: [...current.bets],
              isBetsAvailable: current.betsAvailable && Boolean(current.onSendBet),
            },
          });
          break;
        default:
          break;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, origin, listenerId]);

  // The host's address moved (its own back button, a link): the frame opens the page it names.
  const { hostPath } = options;
  const { syncHistoryWithIframe, transformPrefix } = params;
  useEffect(() => {
    if (!syncHistoryWithIframe) return undefined;
    const follow = (path: string | undefined) => {
      if (path === undefined || childPath.current === null) return;
      const page = pagePathFromHost(path, transformPrefix);
      if (page && page !== childPath.current) {
        childPath.current = page;
        postRef.current({ type: 'ParentPathChanged', path: page });
      }
    };
    follow(hostPath);
    // A back step right after the frame's own step can reach the host's router before its render of that
    // step commits; the committed address then never changes, so the history event itself is followed too.
    const onPopState = () => follow(`${window.location.pathname}${window.location.search}`);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [hostPath, syncHistoryWithIframe, transformPrefix]);

  // Settings the host changes while the frame is open; the first values travel in the frame's address.
  const settingsKey = JSON.stringify(liveSettings(params));
  const sentSettings = useRef(settingsKey);
  useEffect(() => {
    if (settingsKey === sentSettings.current) return;
    const before = JSON.parse(sentSettings.current) as FrameLiveSettings;
    const now = JSON.parse(settingsKey) as FrameLiveSettings;
    const changed = Object.fromEntries(
      LIVE_KEYS.filter((key) => before[key] !== now[key]).map((key) => [key, now[key]]),
    ) as FrameLiveSettings;
    sentSettings.current = settingsKey;
    postRef.current({ type: 'ChangeSettings', settings: changed });
  }, [settingsKey]);

  const betsKey = JSON.stringify(options.bets);
  const sentBets = useRef(betsKey);
  useEffect(() => {
    if (betsKey === sentBets.current) return;
    sentBets.current = betsKey;
    postRef.current({ type: 'BetsUpdate', bets: JSON.parse(betsKey) as FrameBet[] });
  }, [betsKey]);

  return {
    height: params.fixedIframeHeight ? undefined : height,
    switchHiddenItem: (itemId: string, hidden: boolean) => {
      if (hidden) writeStorage(hiddenItemKey(itemId), '1');
      else removeStorage(hiddenItemKey(itemId));
      postRef.current({ type: 'SwitchHiddenItem', itemId, hidden });
    },
  };
}
