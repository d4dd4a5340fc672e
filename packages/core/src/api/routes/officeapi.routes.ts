import { z } from 'zod';
import { bodyBool, bodyId, bodyInt, bodyText, codeText, requiredText } from '../schemas/body-values.schema';
import { accountFieldsBody } from '../schemas/account-fields.schema';
import { walletAccountResponse } from '../schemas/wallet-account.schema';
import { paymentHistoryPageSchema, paymentSourceSchema } from '../../payments/payment.schema';
import { SOCIAL_PROVIDERS } from '../../constants/auth.constants';
import { routeFamily } from './route-family';

const office = routeFamily({
  idPrefix: 'officeapi',
  pathPrefix: '/web-api/officeapi',
  tag: 'officeapi',
  envelope: 'standard',
  method: 'POST',
});

const paymentHistoryResponse = z.object({ data: paymentHistoryPageSchema });
const PAYMENT_HISTORY_ANSWER =
  '{ data: { items: [{ id, kind (deposit, withdrawal), status, methodId, methodName, methodType, amount and refundedAmount (decimal text in the currency’s decimals), currency, currencyId, accountId, destination (masked; null for deposits), createdAt, updatedAt, isArchived, canCancel }], page, pageSize, total, hasMore } }';

const answerPair = { answer: requiredText(255), answer_repeat: requiredText(255) };

/** Office API (spec section 7: prefix web-api/officeapi, POST unless stated). */
export const officeApi = {
  disconnecteverywhere: office('disconnecteverywhere', {
    auth: 'user',
    issue: 5,
    summary: 'End every session of the player except this one',
  }),
  closesession: office('closesession', {
    auth: 'user',
    issue: 5,
    summary: 'End one of the player’s sessions',
    body: z.looseObject({ session_id: z.union([requiredText(128), bodyInt(1, Number.MAX_SAFE_INTEGER)]) }),
  }),
  getsessionid: office('getsessionid', {
    method: 'GET',
    auth: 'user',
    issue: 5,
    summary: 'The id of the current session',
  }),
  createCurrencyAccount: office('createCurrencyAccount', {
    auth: 'user',
    issue: 7,
    summary: 'Open a currency account (the first becomes main and active; an existing one is answered as is)',
    body: z.looseObject({ currency_id: bodyId }),
    response: walletAccountResponse,
  }),
  deleteCurrencyAccount: office('deleteCurrencyAccount', {
    auth: 'user',
    issue: 7,
    summary: 'Delete an empty currency account (not the main or the active one)',
    body: z.looseObject({ account_id: bodyId }),
    response: z.object({ data: z.object({ accountId: z.number().int() }) }),
  }),
  gettwofactorqrcodeurl: office('gettwofactorqrcodeurl', {
    auth: 'user',
    issue: 6,
    summary: 'Start two-factor set-up',
    responseDescription: '{ qr_code_url, qr_link, code }',
  }),
  twofactorauthenable: office('twofactorauthenable', {
    auth: 'user',
    issue: 6,
    summary: 'Enable two-factor authentication with an authenticator code',
    body: z.looseObject({ app_code: codeText, sms_code: codeText.optional() }),
  }),
  twofactorauthdisable: office('twofactorauthdisable', {
    auth: 'user',
    issue: 6,
    summary: 'Disable two-factor authentication',
    body: z.looseObject({ hash: requiredText(512) }),
  }),
  getsocialaccounts: office('getsocialaccounts', {
    auth: 'user',
    issue: 6,
    summary: 'The social identities linked to the player (call designed)',
    responseDescription: '{ data: { accounts: [{ provider, email, name, linkedAt, lastLoginAt }] } }',
  }),
  unlinksocialaccount: office('unlinksocialaccount', {
    auth: 'user',
    issue: 6,
    summary:
      'Unlink a social identity; refused while it is the only way in (no e-mail, phone or other identity) (call designed)',
    body: z.looseObject({ provider: z.enum(SOCIAL_PROVIDERS) }),
  }),
  sendSmsForTwoFactorActivation: office('sendSmsForTwoFactorActivation', {
    auth: 'user',
    issue: 6,
    summary: 'Send the SMS code that confirms two-factor activation',
  }),
  getUserSecureQuestion: office('getUserSecureQuestion', {
    auth: 'user',
    issue: 6,
    summary: 'The player’s security question',
  }),
  'getusersecurequestion-with-phone': office('getusersecurequestion-with-phone', {
    auth: 'user',
    issue: 6,
    summary: 'The player’s security question together with the bound phone',
  }),
  getsecurequestions: office('getsecurequestions', {
    auth: 'user',
    issue: 6,
    summary: 'The standard security questions to choose from',
  }),
  setanswertosecurequestion: office('setanswertosecurequestion', {
    auth: 'user',
    issue: 6,
    summary: 'Answer a standard security question',
    body: z.looseObject({ question_id: bodyId, ...answerPair }),
  }),
  setanswertocustomsecurequestion: office('setanswertocustomsecurequestion', {
    auth: 'user',
    issue: 6,
    summary: 'Set a question of the player’s own and its answer',
    body: z.looseObject({ question: requiredText(255), ...answerPair }),
  }),
  getusersessions: office('getusersessions', {
    auth: 'user',
    issue: 5,
    summary: 'Active and recent sessions (sessions_quantity: 5 unless given)',
    body: z.looseObject({ sessions_quantity: bodyInt(1, 100).default(5) }).prefault({}),
    responseDescription: '{ active_sessions, recent_sessions }',
  }),
  refusebonus: office('refusebonus', {
    auth: 'user',
    issue: 9,
    summary: 'Refuse a bonus',
    body: z.looseObject({ bonus_id: bodyId }),
  }),
  ...saveSettingRoutes(),
  gethistorypaymentmainaccount: office('gethistorypaymentmainaccount', {
    auth: 'user',
    issue: 7,
    summary:
      'Payment history of the main account, newest first; source_id (designed) keeps one payment source',
    body: paymentHistoryBody(),
    response: paymentHistoryResponse,
    responseDescription: PAYMENT_HISTORY_ANSWER,
  }),
  gethistorypaymentvirtualaccount: office('gethistorypaymentvirtualaccount', {
    auth: 'user',
    issue: 7,
    summary:
      'Payment history of a bonus or other non-main account (payload designed: the main one’s plus account_id)',
    body: paymentHistoryBody().extend({ account_id: bodyId.optional() }),
    response: paymentHistoryResponse,
    responseDescription: PAYMENT_HISTORY_ANSWER,
  }),
  gethistorypaymentsource: office('gethistorypaymentsource', {
    method: 'GET',
    auth: 'user',
    issue: 7,
    summary: 'Payment sources for the history filter: the enabled payment methods (response designed)',
    response: z.object({ data: z.object({ sources: z.array(paymentSourceSchema) }) }),
    responseDescription:
      '{ data: { sources: [{ id (the history calls’ source_id), name, type (card, ewallet, crypto), direction (deposit, withdrawal) }] } }',
  }),
  getdeducedata: office('getdeducedata', {
    method: 'GET',
    auth: 'user',
    issue: 7,
    summary: 'Withdrawal page data; error code blocked marks the account blocked',
    responseDescription: '{ src, rand, needVerify, blocked }',
  }),
  getrechargedata: office('getrechargedata', {
    method: 'GET',
    auth: 'user',
    issue: 7,
    summary: 'Deposit page data',
    responseDescription: '{ src, rand, needVerify, blocked }',
  }),
  sendadminrequest: office('sendadminrequest', {
    auth: 'user',
    issue: 5,
    summary: 'Send a request to the administration',
    body: z.looseObject({ userName: requiredText(100), email: requiredText(254) }),
  }),
  getLeftMenuData: office('getLeftMenuData', {
    auth: 'guest',
    issue: 5,
    summary: 'The office menu; items carry visibilityByAuth, so guests get their part',
  }),
  getaccountdata: office('getaccountdata', {
    auth: 'user',
    issue: 5,
    summary: 'Personal data for account edit, clarify data and change login',
  }),
  getnewpincode: office('getnewpincode', {
    auth: 'user',
    issue: 5,
    summary: 'Issue a new PIN code (payload designed: none)',
  }),
  saveaccountfields: office('saveaccountfields', {
    auth: 'user',
    issue: 5,
    summary: 'Save personal data fields (payload designed: field id to value)',
    body: accountFieldsBody,
  }),
  saverequireddocuments: office('saverequireddocuments', {
    auth: 'user',
    issue: 9,
    summary: 'Save the documents required for the document type (payload designed: field id to value)',
    body: accountFieldsBody,
  }),
};

/** The spec names the call in both spellings; clients use either. */
function saveSettingRoutes() {
  const body = z.looseObject({
    setting_id: z.union([requiredText(64), bodyId]),
    setting_value: z.union([bodyText(1000), z.number(), z.boolean(), z.null()]),
  });
  const summary = 'Save one setting, e.g. disable_auth_by_email';
  return {
    savesetting: office('savesetting', { auth: 'user', issue: 5, summary, body }),
    saveSetting: office('saveSetting', { auth: 'user', issue: 5, summary, body }),
  };
}

function paymentHistoryBody() {
  return z.looseObject({
    is_include_archive: bodyBool.optional(),
    page_number: bodyInt(1, 1e6).optional(),
    /** One of gethistorypaymentsource's ids: only the payments made with that method. */
    source_id: requiredText(64).optional(),
  });
}

export const officeApiRoutes = Object.values(officeApi);
