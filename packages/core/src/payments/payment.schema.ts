import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from './payment-status';
import { PAYMENT_METHOD_TYPES } from './payment-method';

/** Decimal text in the currency's own decimals (`125.50`, `0.00012345`); never a float. */
const amountText = z.string().regex(/^\d+(\.\d+)?$/);

/** A payment as the player sees it (history, requests, status after the provider's page, paycheck). */
export const paymentViewSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(PAYMENT_STATUSES),
  methodId: z.string(),
  methodName: z.string(),
  methodType: z.enum(PAYMENT_METHOD_TYPES),
  amount: amountText,
  /** What went back to the payer of a deposit so far. */
  refundedAmount: amountText,
  currency: z.string(),
  currencyId: z.number().int(),
  accountId: z.number().int(),
  /** Where a withdrawal goes, masked (`•••• 4242`, an address shortened); null for deposits. */
  destination: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Older than the history's archive age: listed only when the archive is asked for. */
  isArchived: z.boolean(),
  canCancel: z.boolean(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

const methodLimitsView = z.object({
  currency: z.string(),
  currencyId: z.number().int(),
  min: amountText,
  max: amountText,
});

/** A method offered to the player, with its bounds in each currency it takes. */
export const paymentMethodViewSchema = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  name: z.string(),
  limits: z.array(methodLimitsView),
});
export type PaymentMethodView = z.infer<typeof paymentMethodViewSchema>;

/**
 * getrechargedata / getdeducedata (spec section 3): `src` is where the provider's payment page lives (the page
 * a deposit opens, in a frame or the window, always starts with it); `rand` is a fresh single-use key the page
 * sends with its request, so a repeated submit pays once; `needVerify` sends the player to verification first
 * (false unless the operator requires it); `blocked` says payments of this direction are blocked.
 */
export const paymentPageDataSchema = z.object({
  src: z.string(),
  rand: z.string(),
  needVerify: z.boolean(),
  blocked: z.boolean(),
  methods: z.array(paymentMethodViewSchema),
});
export type PaymentPageData = z.infer<typeof paymentPageDataSchema>;

export const paymentHistoryPageSchema = z.object({
  items: z.array(paymentViewSchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  hasMore: z.boolean(),
});
export type PaymentHistoryPage = z.infer<typeof paymentHistoryPageSchema>;

/** A source the payment history can be filtered by: an enabled payment method (its id is the filter's value). */
export const paymentSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  direction: z.enum(PAYMENT_KINDS),
});
export type PaymentSource = z.infer<typeof paymentSourceSchema>;

/** A receipt of one payment (paycheck). */
export const paycheckSchema = z.object({
  payment: paymentViewSchema,
  /** The provider's own reference, for the player's bank or wallet statement. */
  providerReference: z.string().nullable(),
  accountName: z.string(),
  refunds: z.array(z.object({ amount: amountText, status: z.string(), createdAt: z.string() })),
});
export type Paycheck = z.infer<typeof paycheckSchema>;

export const conversionQuoteSchema = z.object({
  amount: amountText,
  currency: z.string(),
  convertedAmount: amountText,
  convertedCurrency: z.string(),
  /** Target units per source unit, as decimal text (for display only; the amount is computed exactly). */
  rate: z.string(),
});
export type ConversionQuote = z.infer<typeof conversionQuoteSchema>;
