import { describe, expect, it } from 'vitest';
import {
  getCouponBody,
  makeBetBody,
  makeBetMultiBody,
  putBetsCommonBody,
  updateCouponBody,
} from './coupon-bodies.schema';

/** The selection of spec/coupon-format.md, as third-party programs send it. */
const LEG = {
  GameId: 714350696,
  Type: 10,
  Coef: 1.09,
  Param: 5.5,
  PV: null,
  PlayerId: 0,
  Kind: 1,
  InstrumentId: 0,
  Seconds: 0,
  Price: 0,
  Expired: 0,
  PlayersDuel: [],
};

describe('coupon and bet bodies', () => {
  it('accept the wire format as the platform’s clients send it', () => {
    const body = makeBetBody.parse({
      UserId: 5,
      Events: [LEG],
      Vid: 0,
      Summ: 10.5,
      CheckCf: 2,
      betGUID: 'g-1',
      partner: 1,
    });
    expect(body).toMatchObject({ UserId: 5, Vid: 0, Summ: '10.5', CheckCf: 2, betGUID: 'g-1' });
    expect(body.Events[0]).toMatchObject({ GameId: 714350696, Type: 10, Coef: 1.09, Param: 5.5 });
  });

  it('accept the spec’s names as aliases and answer under the wire names', () => {
    const body = makeBetBody.parse({
      couponEvents: [{ GameId: '1', Type: '1', Coef: '2.5' }],
      vid: '1',
      summ: '3',
      checkCf: 1,
      betGuid: 'abc',
      dropOnScoreChange: 'true',
      oneClickBet: 1,
    });
    expect(body).toEqual({
      Events: [{ GameId: 1, Type: 1, Coef: 2.5 }],
      Vid: 1,
      Summ: '3',
      CheckCf: 1,
      betGUID: 'abc',
      DropOnScoreChange: true,
      OneClickBet: true,
    });
  });

  it('let the wire name win over its alias, read null as absent and keep unknown keys', () => {
    const body = updateCouponBody.parse({ Events: [LEG], Vid: 1, vid: 3, Summ: null, Extra: { x: 1 } });
    expect(body).toMatchObject({ Vid: 1, Extra: { x: 1 } });
    expect(body).not.toHaveProperty('Summ');
    expect(body).not.toHaveProperty('vid');
  });

  it('require the legs, and the code of GetCoupon', () => {
    const noLegs = updateCouponBody.safeParse({ Vid: 0 });
    expect(noLegs.success).toBe(false);
    expect(noLegs.error?.issues[0]?.path).toEqual(['Events']);
    expect(getCouponBody.parse({ guid: 'TX9PR' })).toEqual({ Guid: 'TX9PR' });
    expect(getCouponBody.safeParse({ Lng: 'en' }).success).toBe(false);
  });

  it('leave the coupon limits to the business rules (a refusal with HTTP 200), not to the schema', () => {
    expect(updateCouponBody.safeParse({ Events: Array.from({ length: 51 }, () => LEG) }).success).toBe(true);
    expect(updateCouponBody.safeParse({ Events: Array.from({ length: 1001 }, () => LEG) }).success).toBe(
      false,
    );
  });

  it.each([
    [{ Events: [{ ...LEG, GameId: 'abc' }] }],
    [{ Events: [LEG], Summ: -5 }],
    [{ Events: [LEG], CheckCf: 3 }],
    [{ Events: [LEG], betGUID: 'x'.repeat(65) }],
    [{ Events: 'all' }],
  ])('refuse malformed values: %j', (input) => {
    expect(makeBetBody.safeParse(input).success).toBe(false);
  });

  it('read multi coupons from Coupons or coupons', () => {
    const body = makeBetMultiBody.parse({ coupons: [{ Events: [LEG], Summ: 1 }], Lng: 'en' });
    expect(body.Coupons).toHaveLength(1);
    expect(body.Coupons[0]).toMatchObject({ Summ: '1' });
  });

  it('read putbetscommon as { coupon }, { coupons } or the old form-encoded fields', () => {
    expect(putBetsCommonBody.safeParse({ coupon: { Events: [LEG] } }).success).toBe(true);
    expect(putBetsCommonBody.safeParse({ coupons: [{ Events: [LEG] }] }).success).toBe(true);
    const form = {
      'Events[0][GameId]': '9',
      'Events[0][Type]': '1',
      'Events[0][Coef]': '1.5',
      Summ: '10',
      Vid: '0',
    };
    expect(putBetsCommonBody.parse(form)).toMatchObject({
      Events: [{ GameId: 9, Type: 1, Coef: 1.5 }],
      Summ: '10',
    });
    expect(putBetsCommonBody.safeParse({}).success).toBe(false);
  });
});
