import { z } from 'zod';
import { aliasedField, aliasedObject } from '../schemas/aliased-object.schema';
import { bodyId, moneyAmount } from '../schemas/body-values.schema';
import { pickCouponFields } from '../schemas/coupon-fields.schema';
import { routeFamily } from './route-family';

const secure = routeFamily({
  idPrefix: 'livebet',
  pathPrefix: '/service-api/LiveBet/Secure',
  authHeader: 'bet-session',
  tag: 'betting',
  envelope: 'platform',
  method: 'POST',
});

const SITE_FIELDS = pickCouponFields(['UserId', 'partner', 'Lng']);

/**
 * Calls the coupon platform has and the spec's list lacks (BET-20): selling a running bet (cash-out) and
 * cancelling an auto bet. Same envelope and refusal codes as MakeBetWeb (spec/coupon-format.md).
 */
export const liveBetSaleApi = {
  saleBet: secure('SaleBet', {
    auth: 'user',
    issue: 8,
    summary:
      'Cash out a running bet: all of it, or the part of the stake in Summ; SaleSumm is the value the player saw',
    body: aliasedObject(
      {
        ...SITE_FIELDS,
        SaleBetId: aliasedField(bodyId, 'saleBetId'),
        Summ: aliasedField(moneyAmount, 'summ'),
        SaleSumm: aliasedField(moneyAmount, 'saleSumm'),
      },
      ['SaleBetId'],
    ),
    responseDescription:
      'Value: { Id, SaleSumm (paid), Balance, StakeLeft, Status }; refused with 200010 and Value { SaleSumm } when the value fell, 200011 when not available, 113 when a leg is suspended',
  }),
  getSaleSumm: secure('GetSaleSumm', {
    auth: 'user',
    issue: 8,
    summary: 'The cash-out value now of some of the player’s running bets',
    body: aliasedObject(
      { ...SITE_FIELDS, SaleBetIds: aliasedField(z.array(bodyId).min(1).max(100), 'saleBetIds') },
      ['SaleBetIds'],
    ),
    responseDescription: 'Value: [{ Id, SaleSumm (null when not available), Reason }]',
  }),
  cancelAutoBet: secure('CancelAutoBet', {
    auth: 'user',
    issue: 8,
    summary: 'Cancel a waiting auto bet; its held stake is released',
    body: aliasedObject({ ...SITE_FIELDS, Id: aliasedField(bodyId, 'id') }, ['Id']),
    responseDescription: 'Value: { Id, Status, Balance }',
  }),
};

export const liveBetSaleRoutes = Object.values(liveBetSaleApi);
