import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { trackEvent } from '../../../../shared/analytics/track-event';
import { authHeaders } from '../../../../shared/http/auth-headers';
import { httpRequest } from '../../../../shared/http/http-client';
import type { QuotedLeg } from '../bet-slip-rules';

const LIVEBET = '/service-api/LiveBet';
const CALL_TIMEOUT_MS = 15_000;
/** The slip's prices are re-asked this often while it is open (live prices move every few seconds). */
const QUOTE_REFRESH_MS = 3_000;

interface Envelope<T> {
  Success: boolean;
  Error: string;
  ErrorCode: number;
  Value: T;
}

/** A business refusal of a coupon call: its code decides where the slip shows it. */
export class CouponRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly value: unknown,
  ) {
    super(message);
  }
}

export async function livebetCall<T>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const answer = await httpRequest<Envelope<T>>({
    url: `${LIVEBET}/${path}`,
    method: 'POST',
    body,
    // Secure calls carry the page's session, so a tab left open across another login cannot bet on it.
    headers: path.startsWith('Secure/') ? await authHeaders('bet-session') : undefined,
    timeoutMs: CALL_TIMEOUT_MS,
    signal,
  });
  if (!answer.Success) throw new CouponRefusal(answer.ErrorCode, answer.Error, answer.Value);
  return answer.Value;
}

export interface CouponQuote {
  Coef: number;
  AntiExpressCoef: number;
  minBet: number;
  maxBet: number;
  PossibleWin: number;
  BoostPercent: number;
  BoostSumm: number;
  TaxSumm: number;
  MinBetSystem: number;
  changeCf: boolean;
  Events: QuotedLeg[];
  /** Singles at once: each bet (pick) priced at its own stake, in the picks' order. */
  Groups?: QuotedBet[];
}

export interface QuotedBet {
  Summ: number;
  Coef: number;
  maxBet: number;
  TaxSumm: number;
  PossibleWin: number;
}

/** UpdateCoupon while the slip is open: current prices, limits, possible win after tax and boost. */
export function useCouponQuote(body: { Events: unknown[] } & Record<string, unknown>) {
  return useQuery({
    queryKey: ['coupon', 'quote', body],
    queryFn: ({ signal }) => livebetCall<CouponQuote>('Open/UpdateCoupon', body, signal),
    enabled: body.Events.length > 0,
    refetchInterval: QUOTE_REFRESH_MS,
    placeholderData: keepPreviousData,
  });
}

export interface PlacedBet {
  Id?: number;
  /** Singles at once: every bet's id, in the picks' order. */
  Ids?: number[];
  /** The coupon as accepted: its total stake and each leg's accepted price. */
  Coupon?: { Summ: number; Events: { Coef: number }[] };
  /** An auto bet is held, not placed: the order's id. */
  AutoBetId?: number;
  Balance?: number;
  waitTime?: number;
  betGUID?: string | null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * MakeBetWeb with the live-delay protocol (an auto bet answers its order at once): a live bet first answers `betGUID` + `waitTime` and no `Id`; the
 * same body is posted again with that `betGUID` when the wait is over, until the bet is decided.
 */
export async function placeBet(
  body: Record<string, unknown>,
  onWait: (waitMs: number) => void,
): Promise<PlacedBet> {
  let betGUID: string = crypto.randomUUID();
  try {
    for (;;) {
      const answer = await livebetCall<PlacedBet>('Secure/MakeBetWeb', { ...body, betGUID });
      if (answer.Id || answer.AutoBetId) {
        reportPlaced(answer);
        return answer;
      }
      const waitMs = answer.waitTime ?? 0;
      betGUID = answer.betGUID ?? betGUID;
      onWait(waitMs);
      await pause(Math.max(waitMs, 250));
    }
  } catch (error) {
    // ANA-06: a refusal carries its coupon code; a failure without one (the network) counts as 0.
    trackEvent(ANALYTICS_EVENT.BET_ERROR, { i1: error instanceof CouponRefusal ? error.code : 0 });
    throw error;
  }
}

/** An accepted bet counts as bet done and as a successful bet (ANA-06, ANA-07); a held auto bet is neither yet. */
function reportPlaced(bet: PlacedBet): void {
  if (!bet.Id && !bet.Ids?.length) return;
  const metrics = { i1: bet.Ids?.length ?? 1, ...(bet.Coupon && { f1: bet.Coupon.Summ }) };
  trackEvent(ANALYTICS_EVENT.BET_DONE, metrics);
  trackEvent(ANALYTICS_EVENT.SUCCESSFULL_BET, metrics);
}

/** SaveCoupon: the booking code another browser can load. */
export function saveCoupon(body: Record<string, unknown>): Promise<string> {
  return livebetCall<string>('Open/SaveCoupon', body);
}

export interface LoadedLeg extends QuotedLeg {
  MainGameId: number;
  Kind: number;
  Opp1: string;
  Opp2: string;
  Liga: string;
  MarketName: string;
  PeriodName: string;
}

export interface LoadedCoupon {
  Vid: number;
  expressNum: number;
  Summ?: number;
  /** Singles at once: the legs' grouping and each group's stake, as saved (null when legs were dropped). */
  EventsIndexes?: (number | number[])[] | null;
  GroupsSumms?: number[] | null;
  HasRemoveEvents: boolean;
  Events: LoadedLeg[];
}

/** GetCoupon: a booking code's picks, priced now. */
export function loadCoupon(code: string, lng: string): Promise<LoadedCoupon> {
  return livebetCall<LoadedCoupon>('Open/GetCoupon', { Guid: code.trim().toUpperCase(), Lng: lng });
}
