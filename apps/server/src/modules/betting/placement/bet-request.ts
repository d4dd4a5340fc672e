import type { KeptSession } from '../../../platform/auth/kept-session';
import type { CouponFields } from '../coupon/coupon-input';
import type { PlayerContext } from '../player/player-context';
import type { PlanOptions } from './bet-plan';

/** One bet request as the placement flows need it. */
export interface BetRequest {
  readonly fields: CouponFields;
  readonly context: PlayerContext;
  readonly betGuid: string;
  readonly fingerprint: string;
  readonly options: Omit<PlanOptions, 'nowMs'>;
  /** The player's session when it came from memory: bet_place checks it, anything else needs it checked. */
  readonly session: KeptSession | null;
}
