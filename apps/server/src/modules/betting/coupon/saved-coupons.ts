import { randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { couponKindOf } from '@sportsbook/core/betting/bet-kind';
import { quoteCoupon } from '@sportsbook/core/betting/coupon-quote';
import { NO_TAX } from '@sportsbook/core/betting/betting-tax';
import type { Database } from '../../../db/database';
import type { Clock } from '../../../platform/clock';
import type { FeedStoreService } from '../../feed/store/feed-store.service';
import { refuse } from '../betting-refusal';
import { major } from '../placement/bet-answer';
import { maxStakeMinor } from '../placement/bet-plan';
import type { CouponContext } from '../player/player-context';
import { couponEvent } from './coupon-events';
import { readLegs, type CouponFields } from './coupon-input';
import { lookupLeg, type LegLookup } from './leg-lookup';
import type { SavedCouponsRepository } from './saved-coupons.repository';

/** Booking codes: five characters without the look-alikes (0/O, 1/I), about 33 million per partner. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 5;
const MAX_TRIES = 10;

const SAVED_FIELDS = [
  'Events',
  'Vid',
  'Summ',
  'CheckCf',
  'AntiExpressCoef',
  'expressNum',
  'EventsIndexes',
  'GroupsSumms',
] as const;

function newCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** A saved leg that can no longer be bet on from a loaded coupon: its game is gone, over, or has started. */
function dropped(lookup: LegLookup, nowMs: number): boolean {
  const { game } = lookup;
  if (!game || game.finished || game.phase === 2 || game.phase === 4) return true;
  return lookup.input.kind !== 1 && (game.live || nowMs >= game.startAt * 1000);
}

/**
 * SaveCoupon and GetCoupon: a coupon stored under a short code of its partner, loaded back (by anyone) with the
 * prices now and without the legs whose games have started or ended.
 */
export class SavedCoupons {
  constructor(
    private readonly deps: {
      readonly db: Kysely<Database>;
      readonly repository: SavedCouponsRepository;
      readonly feed: FeedStoreService;
      readonly clock: Clock;
    },
  ) {}

  async save(fields: CouponFields, partnerId: number, userId: number | null): Promise<string> {
    if ((fields.Events ?? []).length === 0) throw refuse('checkFailed', 'The coupon has no events');
    const coupon = Object.fromEntries(
      SAVED_FIELDS.flatMap((name) => (fields[name] === undefined ? [] : [[name, fields[name]]])),
    );
    for (let attempt = 0; attempt < MAX_TRIES; attempt++) {
      const code = newCode();
      const saved = await this.deps.repository.insert(this.deps.db, {
        partnerId,
        code,
        guid: randomUUID(),
        coupon,
        userId,
        at: this.deps.clock.now(),
      });
      if (saved) return code;
    }
    throw new Error('no free booking code after several tries');
  }

  async load(code: string, context: CouponContext) {
    const saved = (await this.deps.repository.find(this.deps.db, context.partnerId, code.trim())) as
      CouponFields | undefined;
    if (!saved) throw refuse('incorrectCode');
    const view = this.deps.feed.view();
    const nowMs = this.deps.clock.nowMs();
    const lookups = readLegs(saved.Events).map((leg) => lookupLeg(view, leg));
    const kept = lookups.filter((lookup) => !dropped(lookup, nowMs));
    if (kept.length === 0) throw refuse('couponEventsFinished');
    const removed = kept.length < lookups.length;
    const prices = kept.map((lookup) => lookup.outcome?.C ?? lookup.input.sentPrice ?? 1001);
    const kind = couponKindOf(saved.Vid, kept.length);
    const quote = quoteCoupon({
      shape:
        kind === 'system' && (saved.expressNum ?? 0) >= 2 && (saved.expressNum ?? 0) < kept.length
          ? { kind: 'system', size: saved.expressNum! }
          : { kind: kept.length > 1 ? 'express' : 'single' },
      prices,
      stakeMinor: 0n,
      boost: null,
      tax: NO_TAX,
      scale: 2,
      antiExpressMarginPercent: context.config.betting.rules.antiExpress.marginPercent,
    });
    const currency = context.currency;
    return {
      Vid: saved.Vid ?? (kept.length > 1 ? 1 : 0),
      Coef: quote.coef / 1000,
      maxBet: currency
        ? major(maxStakeMinor({ config: context.config, currency }, quote.coef), currency.decimals)
        : 0,
      AntiExpressCoef: kept.length > 1 ? quote.antiExpressCoef / 1000 : 0,
      HasRemoveEvents: removed,
      expressNum: saved.expressNum ?? 0,
      Summ: saved.Summ === undefined ? 0 : Number(saved.Summ),
      CheckCf: saved.CheckCf ?? null,
      EventsIndexes: removed ? null : (saved.EventsIndexes ?? null),
      GroupsSumms: removed ? null : (saved.GroupsSumms?.map(Number) ?? null),
      Events: kept.map((lookup) => couponEvent(view, lookup, context.language)),
    };
  }
}
