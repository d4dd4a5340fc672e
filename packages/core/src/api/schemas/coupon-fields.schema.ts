import { z } from 'zod';
import { aliasedField } from './aliased-object.schema';
import { bodyBool, bodyDecimal, bodyId, bodyInt, bodyText, moneyAmount } from './body-values.schema';
import { MAX_ID } from './query-values.schema';

/**
 * Far above the coupon limits on purpose: more than 50 legs (20 in a system or multi coupon) is a business
 * refusal with HTTP 200 (codes 157972 and 168 of spec/coupon-format.md), not a malformed request.
 */
const MAX_LEGS = 1000;
const MAX_GROUPS = 100;

/** One selection, as spec/coupon-format.md writes it; ids and amounts as numbers or numeric text. */
export const couponLegSchema = z.looseObject({
  GameId: bodyId,
  Type: bodyInt(0, MAX_ID),
  Coef: bodyDecimal(0, 1e6).nullish(),
  Param: bodyDecimal(-1e6, 1e6).nullish(),
  PV: z.union([z.string().max(64), z.number()]).nullish(),
  PlayerId: bodyInt(0, MAX_ID).nullish(),
  Kind: bodyInt(0, 100).nullish(),
  InstrumentId: bodyInt(0, MAX_ID).nullish(),
  Seconds: bodyInt(0, MAX_ID).nullish(),
  Price: bodyDecimal(0, 1e15).nullish(),
  Expired: bodyInt(0, MAX_ID).nullish(),
  PlayersDuel: z.array(z.unknown()).max(100).nullish(),
});

const flag = bodyBool;
const smallInt = bodyInt(0, 1000);
const anyId = bodyInt(0, MAX_ID);
const code = bodyText(64);

/** Every coupon and bet field: the wire (PascalCase) name first, the spec's names as aliases. */
export const COUPON_FIELDS = {
  UserId: aliasedField(anyId),
  Events: aliasedField(z.array(couponLegSchema).max(MAX_LEGS), 'couponEvents', 'events'),
  Vid: aliasedField(smallInt, 'vid'),
  Summ: aliasedField(moneyAmount, 'summ'),
  partner: aliasedField(anyId),
  Group: aliasedField(anyId),
  Country: aliasedField(anyId),
  Currency: aliasedField(anyId, 'currency'),
  Lng: aliasedField(bodyText(10)),
  CfView: aliasedField(smallInt),
  live: aliasedField(flag),
  CheckCf: aliasedField(bodyInt(0, 2), 'checkCf'),
  notWait: aliasedField(flag),
  promo: aliasedField(code),
  IsPowerBet: aliasedField(flag, 'isPowerBet'),
  isAutoBet: aliasedField(flag),
  autoBetCf: aliasedField(bodyDecimal(0, 1e6)),
  autoBetCfView: aliasedField(smallInt),
  TransformEventKind: aliasedField(flag, 'transformEventKind'),
  Source: aliasedField(anyId),
  OneClickBet: aliasedField(flag, 'oneClickBet'),
  betGUID: aliasedField(code, 'betGuid'),
  avanceBet: aliasedField(flag),
  ApprovedBet: aliasedField(flag, 'approvedBet'),
  DropOnScoreChange: aliasedField(flag, 'dropOnScoreChange'),
  expressNum: aliasedField(smallInt),
  EventsIndexes: aliasedField(
    z.array(z.union([z.array(smallInt).max(MAX_LEGS), smallInt])).max(MAX_LEGS),
    'eventsIndexes',
  ),
  GroupsSumms: aliasedField(z.array(moneyAmount).max(MAX_GROUPS), 'groupsSumms'),
  VIPBetSumm: aliasedField(moneyAmount),
  CouponCode: aliasedField(code, 'couponCode'),
  IsExpressBoost: aliasedField(flag, 'isExpressBoost'),
  SaleBetId: aliasedField(anyId, 'saleBetId'),
  CalcSystemsMin: aliasedField(flag, 'calcSystemsMin'),
  WithLobby: aliasedField(flag, 'withLobby'),
  AntiExpressCoef: aliasedField(bodyDecimal(0, 1e6), 'antiExpressCoef'),
  isNeedUpdatePromoCode: aliasedField(flag),
  AddPromoCodes: aliasedField(z.array(code).max(20)),
  userIdBonus: aliasedField(anyId),
  Guid: aliasedField(code, 'guid'),
};

export type CouponFieldName = keyof typeof COUPON_FIELDS;

/** The named fields of the table, for one call's body. */
export function pickCouponFields<const N extends CouponFieldName>(names: readonly N[]) {
  return Object.fromEntries(names.map((name) => [name, COUPON_FIELDS[name]])) as Pick<
    typeof COUPON_FIELDS,
    N
  >;
}
