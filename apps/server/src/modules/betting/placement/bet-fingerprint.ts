import { hash } from 'node:crypto';
import type { CouponFields } from '../coupon/coupon-input';
import { readLegs } from '../coupon/coupon-input';

/**
 * What a betGUID stands for: the legs (game, outcome, line) and the stakes, kind and grouping. A repeat with
 * the same betGUID and another fingerprint is refused (200002); prices are not part of it, since a client
 * re-sends after a price change.
 */
export function betFingerprint(fields: CouponFields): string {
  const legs = readLegs(fields.Events).map((leg) => [leg.gameId, leg.type, leg.param]);
  const canonical = JSON.stringify({
    legs,
    vid: fields.Vid ?? null,
    summ: fields.Summ === undefined ? null : Number(fields.Summ),
    system: fields.expressNum ?? null,
    groups: fields.EventsIndexes ?? null,
    groupSumms: fields.GroupsSumms?.map(Number) ?? null,
    vip: fields.VIPBetSumm === undefined ? null : Number(fields.VIPBetSumm),
  });
  return hash('sha256', canonical, 'base64url').slice(0, 32);
}
