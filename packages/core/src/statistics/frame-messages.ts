import { z } from 'zod';
import { HIDDEN_ITEM_ID } from './frame-params';

/** Marks our messages among whatever else a host page receives (analytics, other frames, extensions). */
export const FRAME_MESSAGE_SOURCE = 'sportsbook-statistics';

/**
 * A selection as it crosses the frame: the coupon leg's wire keys (spec/coupon-format.md: GameId, Type, Coef,
 * Param, Kind 1 live / 3 line) in the frame's camel case, with the names a coupon shows.
 */
export const frameBetSchema = z.object({
  gameId: z.number().int().positive(),
  type: z.number().int(),
  group: z.number().int().optional(),
  coef: z.number().gt(1),
  param: z.number().optional(),
  kind: z.union([z.literal(1), z.literal(3)]),
  sportId: z.number().int().nonnegative().optional(),
  champName: z.string().max(200).optional(),
  opp1: z.string().max(200).optional(),
  opp2: z.string().max(200).optional(),
  marketName: z.string().max(200).optional(),
  selectionName: z.string().max(200).optional(),
});
export type FrameBet = z.infer<typeof frameBetSchema>;

/** The settings a host may change while the frame is open (STAT-18). */
export const frameLiveSettingsSchema = z
  .object({
    is12h: z.boolean(),
    isDarkTheme: z.boolean(),
    isRtl: z.boolean(),
    timeZone: z.number().int().min(-12).max(14),
    gTagId: z.string().max(64),
  })
  .partial();
export type FrameLiveSettings = z.infer<typeof frameLiveSettingsSchema>;

export const couponDataSchema = z.object({
  bets: z.array(frameBetSchema),
  /** Whether the host takes bets from the frame now (a logged-out host, a closed coupon: false). */
  isBetsAvailable: z.boolean(),
});
export type CouponData = z.infer<typeof couponDataSchema>;

export const sendBetReplySchema = z.object({ accepted: z.boolean(), reason: z.string().max(200).optional() });
export type SendBetReply = z.infer<typeof sendBetReplySchema>;

const pagePath = z.string().max(2000);
const requestId = z.string().min(1).max(64);

/**
 * Every message of spec section 7 (STAT-19, STAT-20). Direction: ↑ frame to host, ↓ host to frame. A request
 * is answered by a message of the same type with the request's id and a `reply`.
 */
export const frameMessageSchema = z.discriminatedUnion('type', [
  /** ↑ The content's height in px; the host applies at least its minimum (280). */
  z.object({ type: z.literal('BodyHeightChanged'), height: z.number().nonnegative() }),
  /** ↓ The host's address now names this page (prefix removed): the frame opens it. */
  z.object({ type: z.literal('ParentPathChanged'), path: pagePath }),
  /** ↑ The frame's back / forward buttons, when the host keeps the history (syncHistoryWithIframe, activateGoBack). */
  z.object({ type: z.literal('ChildGoBack') }),
  z.object({ type: z.literal('ChildGoForward') }),
  /** ↑ The frame opened a page; a host that mirrors it adds its prefix and writes it in its address. */
  z.object({ type: z.literal('HistoryRouteChanged'), path: pagePath, replace: z.boolean().optional() }),
  /** ↕ An item was hidden or shown: the host stores it (hidden-items prefix); sent down, the frame follows. */
  z.object({
    type: z.literal('SwitchHiddenItem'),
    itemId: z.string().regex(HIDDEN_ITEM_ID),
    hidden: z.boolean(),
  }),
  /** ↑ The page's title, for the host's document title. */
  z.object({ type: z.literal('SetDocumentTitle'), title: z.string().max(300) }),
  /** ↓ The host's coupon changed: the frame marks these selections. */
  z.object({ type: z.literal('BetsUpdate'), bets: z.array(frameBetSchema) }),
  /** ↓ The host's 12-hour clock, theme, direction, time zone or tag id changed. */
  z.object({ type: z.literal('ChangeSettings'), settings: frameLiveSettingsSchema }),
  /** ↑ Add this selection to the host's coupon; ↓ the reply says whether it was. */
  z.object({
    type: z.literal('Request.SendBet'),
    requestId,
    bet: frameBetSchema.optional(),
    reply: sendBetReplySchema.optional(),
  }),
  /** ↑ What is in the host's coupon; ↓ the reply: its selections and isBetsAvailable. */
  z.object({ type: z.literal('Request.GetCouponData'), requestId, reply: couponDataSchema.optional() }),
]);
export type FrameMessage = z.infer<typeof frameMessageSchema>;
export type FrameMessageType = FrameMessage['type'];

/** A message as posted: ours (source), for one frame (listener id, '' when the host gave none). */
export type FrameEnvelope = FrameMessage & { source: typeof FRAME_MESSAGE_SOURCE; listenerId: string };

export function frameEnvelope(message: FrameMessage, listenerId = ''): FrameEnvelope {
  return { ...message, source: FRAME_MESSAGE_SOURCE, listenerId };
}

/**
 * Reads a posted value: our message for this listener, or null for anything else (other sources, other
 * frames' listener ids, malformed messages). Accepts the value as an object or as JSON text.
 */
export function readFrameMessage(data: unknown, listenerId = ''): FrameMessage | null {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const envelope = value as { source?: unknown; listenerId?: unknown };
  if (envelope.source !== FRAME_MESSAGE_SOURCE || (envelope.listenerId ?? '') !== listenerId) return null;
  const parsed = frameMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
