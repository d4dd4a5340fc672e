import {
  frameEnvelope,
  type CouponData,
  type FrameBet,
  type FrameMessage,
  type SendBetReply,
} from '@sportsbook/core/statistics/frame-messages';
import { useFrameState } from './frame-state.store';

/** How long a request to the host may go unanswered (a host that does not take bets never replies). */
export const HOST_REPLY_TIMEOUT_MS = 3000;

/**
 * The host's origin, so messages go to it alone: Chromium names the embedding page in ancestorOrigins,
 * other browsers in the referrer of the frame's first load. `*` only when neither is known.
 */
export function hostOrigin(): string {
  const ancestors = window.location.ancestorOrigins;
  if (ancestors && ancestors.length > 0) return ancestors[0]!;
  try {
    return document.referrer ? new URL(document.referrer).origin : '*';
  } catch {
    return '*';
  }
}

export function postToHost(message: FrameMessage): void {
  const { embedded, settings } = useFrameState.getState();
  if (!embedded) return;
  window.parent.postMessage(frameEnvelope(message, settings.postMessageListenerId ?? ''), hostOrigin());
}

const pending = new Map<string, (reply: unknown) => void>();
let requestCount = 0;

function request(message: FrameMessage & { requestId: string }): Promise<unknown> {
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => {
      pending.delete(message.requestId);
      resolve(null);
    }, HOST_REPLY_TIMEOUT_MS);
    pending.set(message.requestId, (reply) => {
      window.clearTimeout(timer);
      pending.delete(message.requestId);
      resolve(reply);
    });
    postToHost(message);
  });
}

const nextRequestId = () => `r${Date.now().toString(36)}${(requestCount += 1)}`;

/** Request.SendBet: asks the host to put the selection in its coupon; null when the host did not answer. */
export function sendBetToHost(bet: FrameBet): Promise<SendBetReply | null> {
  return request({
    type: 'Request.SendBet',
    requestId: nextRequestId(),
    bet,
  }) as Promise<SendBetReply | null>;
}

/** Request.GetCouponData: the host's coupon and whether it takes bets now. */
export function couponDataFromHost(): Promise<CouponData | null> {
  return request({ type: 'Request.GetCouponData', requestId: nextRequestId() }) as Promise<CouponData | null>;
}

/** A reply from the host settles its request; true when the message was one. */
export function settleReply(message: FrameMessage): boolean {
  if (message.type !== 'Request.SendBet' && message.type !== 'Request.GetCouponData') return false;
  if (!message.reply) return false;
  pending.get(message.requestId)?.(message.reply);
  return true;
}
