import {
  getAvanceBody,
  getCouponBody,
  makeBetBody,
  makeBetMultiBody,
  putBetsCommonBody,
  saveCouponBody,
  updateCouponBody,
  updateCouponMultiBody,
} from '../schemas/coupon-bodies.schema';
import { routeFamily } from './route-family';

const open = routeFamily({
  idPrefix: 'livebet',
  pathPrefix: '/service-api/LiveBet/Open',
  tag: 'betting',
  envelope: 'platform',
  method: 'POST',
});
const secure = routeFamily({
  idPrefix: 'livebet',
  pathPrefix: '/service-api/LiveBet/Secure',
  authHeader: 'bet-session',
  tag: 'betting',
  envelope: 'platform',
  method: 'POST',
});

const BET_ANSWER =
  'Value: { Id, Balance, Coupon, Dt, waitTime, betGUID, lvC, lnC, SummPrep, FailInfo }; a live bet that must wait answers betGUID and waitTime without Id';

/** Coupon and bet calls (spec section 7, Betting; wire format in spec/coupon-format.md). */
export const liveBetApi = {
  getAvance: open('GetAvance', {
    auth: 'user',
    issue: 8,
    summary: 'The advance the player may bet on credit against unsettled bets',
    body: getAvanceBody,
  }),
  getCoupon: open('GetCoupon', {
    auth: 'guest',
    issue: 8,
    summary: 'Load a saved coupon by its code',
    body: getCouponBody,
    responseDescription: 'Value: { Vid, Coef, maxBet, AntiExpressCoef, HasRemoveEvents, expressNum, Events }',
  }),
  updateCoupon: open('UpdateCoupon', {
    aliases: ['/service-api/LiveBet-update/Open/UpdateCoupon', '/LiveUtil/UpdateCoupon'],
    auth: 'guest',
    issue: 8,
    summary: 'Re-price a coupon now: current prices, limits, possible win, boost and tax',
    body: updateCouponBody,
    responseDescription:
      'Value: the coupon re-priced (Coef, minBet, maxBet, MaxPayout, changeCf, Events, ...)',
  }),
  updateCouponMulti: open('UpdateCouponMulti', {
    auth: 'guest',
    issue: 8,
    summary: 'Re-price several coupons at once',
    body: updateCouponMultiBody,
    responseDescription: 'Value: one UpdateCoupon Value per coupon',
  }),
  saveCoupon: open('SaveCoupon', {
    auth: 'guest',
    issue: 8,
    summary: 'Save a coupon and get a booking code',
    body: saveCouponBody,
    responseDescription: 'Value: the code, e.g. "TX9PR"',
  }),
  makeBetWeb: secure('MakeBetWeb', {
    auth: 'user',
    issue: 8,
    summary: 'Place a bet; betGUID makes it idempotent',
    body: makeBetBody,
    responseDescription: BET_ANSWER,
  }),
  makeBetWebMulti: secure('MakeBetWebMulti', {
    auth: 'user',
    issue: 8,
    summary: 'Place several coupons at once',
    body: makeBetMultiBody,
    responseDescription: 'Value: one MakeBetWeb Value per coupon',
  }),
  makeBetBidWeb: secure('MakeBetBidWeb', {
    auth: 'user',
    issue: 8,
    summary: 'Ask for a VIP bet over the maximum stake (VIPBetSumm), where the country allows it',
    body: makeBetBody,
    responseDescription: BET_ANSWER,
  }),
  putBetsCommon: open('putbetscommon', {
    id: 'datalinelive.putbetscommon',
    path: '/web-api/datalinelive/putbetscommon',
    aliases: ['/datalinelive/putbetscommon'],
    auth: 'user',
    issue: 8,
    summary: 'Place a bet from { coupon } or { coupons } (the old form-encoded body is accepted too)',
    alsoAccepts: ['form'],
    body: putBetsCommonBody,
    responseDescription: BET_ANSWER,
  }),
};

export const liveBetRoutes = Object.values(liveBetApi);
