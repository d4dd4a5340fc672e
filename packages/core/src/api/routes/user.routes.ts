import { z } from 'zod';
import { bodyBool, bodyId, bodyInt, bodyText, codeText, requiredText } from '../schemas/body-values.schema';
import { queryObject, queryText } from '../schemas/query-values.schema';
import { walletAccountResponse, walletAccountsResponse } from '../schemas/wallet-account.schema';
import { routeFamily } from './route-family';

const user = routeFamily({
  idPrefix: 'user',
  pathPrefix: '/web-api/user',
  tag: 'user',
  envelope: 'standard',
  method: 'POST',
});

const activationBody = z.looseObject({
  token: bodyText(512).optional(),
  email: bodyText(254).optional(),
  confirm_code: codeText.optional(),
});

/** User calls of spec section 7 (User and auth) other than logging in and tokens. */
export const userApi = {
  balance: user('balance', {
    auth: 'user',
    issue: 7,
    summary: 'The player’s accounts with their balances: currency accounts (main first), bonus and points balances',
    response: walletAccountsResponse,
    responseDescription:
      '{ data: { accounts: [{ id, idBonus, type (real, bonus, points), money (decimal text: fiat 2 decimals, crypto all), name, iso, symbol, isActive, isMain, currencyId, decimals, amountOfUnplacedBets, points, isBonusAccount, isPointsTypeBalance }] } }',
  }),
  setactiveaccount: user('setactiveaccount', {
    auth: 'user',
    issue: 7,
    summary: 'Make one of the player’s currency accounts the active one (payload designed)',
    body: z.looseObject({ account_id: bodyId }),
    response: walletAccountResponse,
  }),
  activate: user('activate', {
    path: '/web-api/api/internal/v1/user/activate',
    auth: 'guest',
    issue: 5,
    summary: 'Activate an account from the e-mail link or code (payload designed)',
    body: activationBody,
  }),
  activatefast: user('activatefast', {
    path: '/web-api/api/internal/v1/user/activatefast',
    auth: 'guest',
    issue: 5,
    summary: 'Activate an account in one step after registration (payload designed)',
    body: activationBody,
  }),
  sendActivationMail: user('sendActivationMail', {
    auth: 'user',
    issue: 5,
    summary: 'Send the e-mail activation letter, to a new address when given (payload designed)',
    body: z.looseObject({ email: bodyText(254).optional() }).optional(),
  }),
  repeatActivationPopup: user('repeatActivationPopup', {
    auth: 'user',
    issue: 5,
    summary: 'Whether to show the repeat-activation popup again, and mark it shown',
  }),
  secure: user('secure', {
    auth: 'user',
    issue: 5,
    summary: 'The player’s security overview (payload designed: none)',
  }),
  mailing: user('mailing', {
    auth: 'user',
    issue: 5,
    summary: 'E-mail subscriptions',
    body: z.looseObject({ receive_news: bodyBool.optional(), receive_res: bodyBool.optional() }),
  }),
  cookieAgreement: user('agreement-with-cookies.log', {
    path: '/web-api/api-v3/v1/user/agreement-with-cookies/log',
    auth: 'guest',
    issue: 2,
    summary: 'Record the cookie consent level (path chosen)',
    pathChoice: 'api-v3',
    body: z.looseObject({
      level: bodyInt(0, 3).meta({ description: '0 disable, 1 functionality, 2 marketing, 3 all' }),
    }),
    response: z.object({
      data: z.object({ level: z.number().int().min(0).max(3), agreedAt: z.iso.datetime() }),
    }),
  }),
  getuserconfig: user('getuserconfig', {
    method: 'GET',
    auth: 'user',
    issue: 5,
    summary: 'The player’s configuration, loaded after login',
  }),
  passwordResetCheck: user('passwordreset.check', {
    method: 'GET',
    path: '/web-api/api/internal/v1/user/passwordreset',
    auth: 'guest',
    issue: 5,
    summary: 'Check a password-reset link before the new password is asked (payload designed)',
    query: queryObject({ token: queryText(512) }),
  }),
  passwordReset: user('passwordreset', {
    path: '/web-api/api/internal/v1/user/passwordreset',
    auth: 'guest',
    issue: 5,
    summary:
      'Ask for a reset link by e-mail or phone, or set the new password with the link token (payload designed)',
    body: z.looseObject({
      email: bodyText(254).optional(),
      phone: bodyText(32).optional(),
      token: bodyText(512).optional(),
      password: requiredText(256).optional(),
      password_confirmation: requiredText(256).optional(),
    }),
  }),
};

export const userRoutes = Object.values(userApi);
