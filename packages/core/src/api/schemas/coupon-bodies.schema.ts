import { z } from 'zod';
import { aliasedField, aliasedObject } from './aliased-object.schema';
import { nestBracketKeys } from './bracket-keys.parser';
import { pickCouponFields } from './coupon-fields.schema';

const MAX_COUPONS = 100;
const SITE_FIELDS = ['UserId', 'partner', 'Group', 'Country', 'Currency', 'Lng', 'CfView'] as const;

export const getAvanceBody = aliasedObject(
  pickCouponFields([...SITE_FIELDS, 'Events', 'Vid', 'Summ', 'userIdBonus']),
  ['Events'],
);

export const getCouponBody = aliasedObject(pickCouponFields([...SITE_FIELDS, 'Guid']), ['Guid']);

const UPDATE_FIELDS = pickCouponFields([
  ...SITE_FIELDS,
  'Events',
  'Vid',
  'Summ',
  'expressNum',
  'CalcSystemsMin',
  'isNeedUpdatePromoCode',
  'SaleBetId',
  'IsPowerBet',
  'WithLobby',
  'EventsIndexes',
  'GroupsSumms',
  'IsExpressBoost',
  'AddPromoCodes',
]);

export const updateCouponBody = aliasedObject(UPDATE_FIELDS, ['Events']);

export const saveCouponBody = aliasedObject(
  pickCouponFields([
    ...SITE_FIELDS,
    'Events',
    'Vid',
    'Summ',
    'CheckCf',
    'AntiExpressCoef',
    'expressNum',
    'EventsIndexes',
    'GroupsSumms',
    'WithLobby',
  ]),
  ['Events'],
);

export const makeBetBody = aliasedObject(
  pickCouponFields([
    ...SITE_FIELDS,
    'Events',
    'Vid',
    'Summ',
    'live',
    'CheckCf',
    'notWait',
    'promo',
    'IsPowerBet',
    'isAutoBet',
    'autoBetCf',
    'autoBetCfView',
    'TransformEventKind',
    'Source',
    'OneClickBet',
    'betGUID',
    'avanceBet',
    'ApprovedBet',
    'DropOnScoreChange',
    'expressNum',
    'EventsIndexes',
    'GroupsSumms',
    'VIPBetSumm',
    'CouponCode',
    'IsExpressBoost',
    'SaleBetId',
    'CalcSystemsMin',
    'WithLobby',
  ]),
  ['Events'],
);

/** A multi call: several coupons in `Coupons` (spec name `coupons`) plus the site fields they share. */
function multiBody<C extends z.ZodType>(coupon: C) {
  return aliasedObject(
    {
      ...pickCouponFields(SITE_FIELDS),
      Coupons: aliasedField(z.array(coupon).min(1).max(MAX_COUPONS), 'coupons'),
    },
    ['Coupons'],
  );
}

export const updateCouponMultiBody = multiBody(updateCouponBody);
export const makeBetMultiBody = multiBody(makeBetBody);

/**
 * putbetscommon: `{ coupon }` or `{ coupons: [...] }` holding MakeBetWeb fields, or, from older clients, the
 * MakeBetWeb fields themselves (the form-encoded `Events[0][GameId]=...&Summ=...`).
 */
export const putBetsCommonBody = z.preprocess(
  nestBracketKeys,
  z.union([
    z
      .looseObject({
        coupon: makeBetBody.optional(),
        coupons: z.array(makeBetBody).min(1).max(MAX_COUPONS).optional(),
      })
      .refine(
        (body) => body.coupon !== undefined || body.coupons !== undefined,
        'coupon or coupons is required',
      ),
    makeBetBody,
  ]),
);
