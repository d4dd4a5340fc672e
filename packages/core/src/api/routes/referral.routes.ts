import { z } from 'zod';
import { bodyId, bodyInt, moneyAmount } from '../schemas/body-values.schema';
import { routeFamily } from './route-family';

const referral = routeFamily({
  idPrefix: 'bringfriend',
  pathPrefix: '/web-api/bringfriend',
  tag: 'referral',
  envelope: 'standard',
  method: 'POST',
});

const pageBody = z
  .looseObject({ page: bodyInt(1, 1e6).optional(), count: bodyInt(1, 500).optional() })
  .optional();

/** Bring a friend (spec section 7, Referral). */
export const referralApi = {
  getBanners: referral('getBanners', {
    auth: 'user',
    issue: 9,
    summary: 'Referral banners with the player’s link',
  }),
  getReferralUsers: referral('getReferralUsers', {
    auth: 'user',
    issue: 9,
    summary: 'Players the player referred',
    body: pageBody,
  }),
  registration: referral('registration', {
    auth: 'user',
    issue: 9,
    summary: 'Join the referral programme',
  }),
  removeReferralUser: referral('removeReferralUser', {
    auth: 'user',
    issue: 9,
    summary: 'Remove a referred player from the list',
    body: z.looseObject({ referral_user_id: bodyId }),
  }),
  transferMoneyToMainAccount: referral('transferMoneyToMainAccount', {
    auth: 'user',
    issue: 9,
    summary: 'Move referral earnings to the main account',
    body: z.looseObject({ transfer_amount: moneyAmount }),
  }),
  extendedReferralUsers: referral('extended-referral-users', {
    auth: 'user',
    issue: 9,
    summary: 'Referred players with their turnover and commission (path chosen)',
    pathChoice: 'referral',
    body: pageBody,
  }),
  friendRefferTag: referral('friend-reffer-tag', {
    method: 'GET',
    auth: 'user',
    issue: 9,
    summary: 'The player’s referral tag and link (path chosen)',
    pathChoice: 'referral',
  }),
};

export const referralRoutes = Object.values(referralApi);
