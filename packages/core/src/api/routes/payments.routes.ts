import { z } from 'zod';
import { bodyBool, bodyId, bodyInt, moneyAmount, requiredText } from '../schemas/body-values.schema';
import {
  conversionQuoteSchema,
  paycheckSchema,
  paymentHistoryPageSchema,
  paymentViewSchema,
} from '../../payments/payment.schema';
import { offeredMethodSchema } from '../../payments/payment-method';
import { payAndPlayOptionsSchema, payAndPlayOutcomeSchema } from '../../payments/pay-and-play';
import { routeFamily } from './route-family';

const payments = routeFamily({
  idPrefix: 'payments',
  pathPrefix: '/web-api/payments',
  tag: 'payments',
  envelope: 'standard',
  method: 'POST',
});

const office = routeFamily({
  idPrefix: 'officeapi',
  pathPrefix: '/web-api/officeapi',
  tag: 'officeapi',
  envelope: 'standard',
  method: 'POST',
});

/** The `rand` of getrechargedata / getdeducedata: the request's idempotency key, reused on a retry. */
const rand = requiredText(200).meta({
  description: 'the rand of the page data: a repeat answers the first result',
});
const paymentResponse = z.object({ data: z.object({ payment: paymentViewSchema }) });

/** The payment calls the spec implies but does not name (PAY-07, PAY-08, PAY-12, PAY-14): designed here. */
export const paymentsApi = {
  deposit: payments('deposits', {
    auth: 'user',
    issue: 7,
    summary:
      'Start a deposit with a method (designed): the answer’s redirectUrl opens the provider’s payment page in the window or a frame; the account is credited when the provider confirms',
    body: z.looseObject({
      rand,
      method_id: requiredText(64),
      amount: moneyAmount,
      /** One of the player's currency accounts; the active one when absent. */
      account_id: bodyId.optional(),
      display: z.enum(['window', 'frame']).default('window'),
    }),
    response: z.object({ data: z.object({ payment: paymentViewSchema, redirectUrl: z.string() }) }),
  }),
  withdraw: payments('withdrawals', {
    auth: 'user',
    issue: 7,
    summary:
      'Request a withdrawal (designed): the amount is held at once, paid through the provider after approval (automatic up to the method’s bound), released on rejection or cancellation',
    body: z.looseObject({
      rand,
      method_id: requiredText(64),
      amount: moneyAmount,
      account_id: bodyId.optional(),
      /** Card number, e-wallet login or crypto address the money goes to. */
      destination: requiredText(128),
    }),
    response: paymentResponse,
  }),
  status: payments('status', {
    method: 'GET',
    path: '/web-api/payments/status/:id',
    auth: 'user',
    issue: 7,
    summary:
      'One of the player’s payments, asked for while the provider’s page or payout is under way; a credited deposit says whether it was the first',
    params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
    response: z.object({
      data: z.object({
        payment: paymentViewSchema,
        /** On a credited deposit: whether it is the player's first (the web's FIRST_DEPOSIT / RE_DEPOSIT). */
        firstDeposit: z.boolean().optional(),
      }),
    }),
  }),
  webhook: payments('webhooks', {
    path: '/web-api/payments/webhooks/:provider',
    auth: 'guest',
    issue: 7,
    summary:
      'A payment provider’s signed event (HMAC of the raw body); answered 2xx once applied or already known, 409 while it cannot apply yet so the provider retries',
    params: z.object({ provider: z.string().regex(/^[a-z0-9-]{1,32}$/) }),
    response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
  }),
  methods: payments('methods', {
    method: 'GET',
    auth: 'guest',
    issue: 7,
    summary:
      'The payment methods offered where the visitor is (the proxy’s country, or `country`), for the logos of the registration form and the footer (REG-40; designed)',
    query: z.object({
      direction: z.enum(['deposit', 'withdrawal']).default('deposit'),
      country: z
        .string()
        .regex(/^([A-Za-z]{2}|\d{1,3})$/)
        .optional(),
    }),
    response: z.object({
      data: z.object({
        country: z.string().nullable(),
        methods: z.array(offeredMethodSchema),
      }),
    }),
  }),
  currencies: payments('currencies', {
    method: 'GET',
    auth: 'user',
    issue: 7,
    summary:
      'The currencies a player may open an account in, named in their language (settings > wallets; designed)',
    response: z.object({
      data: z.object({
        currencies: z.array(
          z.object({
            id: z.number().int(),
            code: z.string(),
            symbol: z.string(),
            name: z.string(),
            decimals: z.number().int(),
            isCrypto: z.boolean(),
          }),
        ),
      }),
    }),
  }),
  payAndPlayOptions: payments('pay-and-play-options', {
    method: 'GET',
    path: '/web-api/payments/pay-and-play/options',
    auth: 'guest',
    issue: 7,
    summary:
      'Pay and play (PAY-15, designed): the deposit methods that identify the payer through their bank, offered where the visitor is, with their bounds, and the currencies an account may be opened in',
    query: z.object({
      country: z
        .string()
        .regex(/^([A-Za-z]{2}|\d{1,3})$/)
        .optional(),
      /** The language the currencies are named in. */
      lng: z.string().max(8).optional(),
    }),
    response: z.object({ data: payAndPlayOptionsSchema }),
  }),
  payAndPlayStart: payments('pay-and-play', {
    auth: 'guest',
    issue: 7,
    summary:
      'Pay and play (designed): a guest starts a deposit that opens the account; redirectUrl opens the provider’s page, where the payer’s bank identifies them. Sets the HttpOnly claim cookie that alone can log in to the account made. Refuses a logged-in caller (403 ACCESS_DENIED: they deposit through the recharge page); at most 10 starts per address in 10 minutes (429 RATE_LIMITED)',
    body: z.looseObject({
      method_id: requiredText(64),
      amount: moneyAmount,
      currency_id: bodyId,
      lng: z.string().max(8).optional(),
      partner: z.union([z.string(), z.number()]).optional(),
    }),
    response: z.object({ data: z.object({ startId: z.number().int(), redirectUrl: z.string() }) }),
  }),
  payAndPlayClaim: payments('pay-and-play-claim', {
    path: '/web-api/payments/pay-and-play/claim',
    auth: 'guest',
    issue: 7,
    summary:
      'Pay and play (designed): how the browser’s start ended; the first call after the account was made logs this browser in (it must hold the start’s claim cookie)',
    body: z.looseObject({ start_id: bodyId }),
    response: z.object({ data: payAndPlayOutcomeSchema }),
  }),
  getpaymentrequests: office('getpaymentrequests', {
    auth: 'user',
    issue: 7,
    summary: 'The player’s withdrawal requests, newest first; pending ones can be cancelled (designed)',
    body: z
      .looseObject({ page_number: bodyInt(1, 1e6).default(1), only_open: bodyBool.default(false) })
      .prefault({}),
    response: z.object({ data: paymentHistoryPageSchema }),
  }),
  cancelpaymentrequest: office('cancelpaymentrequest', {
    auth: 'user',
    issue: 7,
    summary:
      'Cancel a withdrawal request while it is pending; the held amount returns to the account (designed)',
    body: z.looseObject({ request_id: bodyId }),
    response: paymentResponse,
  }),
  getpaycheck: office('getpaycheck', {
    auth: 'user',
    issue: 7,
    summary: 'The receipt of one payment (designed)',
    body: z.looseObject({ payment_id: bodyId }),
    response: z.object({ data: paycheckSchema }),
  }),
  getconvertquote: office('getconvertquote', {
    auth: 'user',
    issue: 7,
    summary:
      'What converting an amount between two of the player’s accounts gives, at the operator’s rates (designed)',
    body: z.looseObject({ from_account_id: bodyId, to_account_id: bodyId, amount: moneyAmount }),
    response: z.object({ data: conversionQuoteSchema }),
  }),
  convertaccount: office('convertaccount', {
    auth: 'user',
    issue: 7,
    summary:
      'Convert money between two of the player’s currency accounts at the operator’s rates, truncated to the target’s minor unit (designed)',
    body: z.looseObject({ rand, from_account_id: bodyId, to_account_id: bodyId, amount: moneyAmount }),
    response: z.object({ data: z.object({ quote: conversionQuoteSchema, transactionId: z.number().int() }) }),
  }),
};

export const paymentsRoutes = Object.values(paymentsApi);
