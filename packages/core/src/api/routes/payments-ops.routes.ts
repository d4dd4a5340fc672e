import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../route-definition';
import { moneyAmount, requiredText } from '../schemas/body-values.schema';
import { paymentMethodConfigSchema } from '../../payments/payment-method';
import { paymentViewSchema } from '../../payments/payment.schema';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '../../payments/payment-status';

const common = { auth: 'ops', envelope: 'standard', tag: 'ops', issue: 7 } as const;
const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const idempotencyKey = requiredText(200).meta({
  description: 'idempotency key: a repeat answers the first result',
});

/** A payment as the operator sees it: the player's view plus who, the provider's reference and why it failed. */
export const opsPaymentSchema = paymentViewSchema.extend({
  userId: z.number().int(),
  provider: z.string(),
  providerReference: z.string().nullable(),
  failureReason: z.string().nullable(),
});
export type OpsPayment = z.infer<typeof opsPaymentSchema>;

/** Settings of the payments module an operator edits. */
export const paymentSettingsSchema = z.object({
  /** needVerify of getrechargedata: unverified players are sent to verification before depositing. */
  depositNeedsVerification: z.boolean(),
  withdrawalNeedsVerification: z.boolean(),
  /** Payments older than this many days are the history's archive (is_include_archive). */
  archiveAfterDays: z.number().int().min(1).max(3650),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

export const PAYMENT_SETTINGS_DEFAULTS: PaymentSettings = {
  depositNeedsVerification: false,
  withdrawalNeedsVerification: false,
  archiveAfterDays: 90,
};

const paymentResponse = z.object({ data: z.object({ payment: opsPaymentSchema }) });

export const paymentsOpsApi = {
  list: defineRoute({
    ...common,
    id: 'ops.payments.list',
    method: 'GET',
    path: '/ops-api/payments',
    summary: 'Payments, newest first, by status, kind or player (e.g. withdrawals waiting for approval)',
    query: z.object({
      status: z.enum(PAYMENT_STATUSES).optional(),
      kind: z.enum(PAYMENT_KINDS).optional(),
      userId: z.coerce.number().int().positive().optional(),
      page: z.coerce.number().int().min(1).max(1e6).default(1),
    }),
    response: z.object({ data: z.object({ items: z.array(opsPaymentSchema), total: z.number().int() }) }),
  }),
  approve: defineRoute({
    ...common,
    id: 'ops.payments.approve',
    method: 'POST',
    path: '/ops-api/payments/:id/approve',
    summary: 'Approve a pending withdrawal: the payout is sent to the provider (a repeat changes nothing)',
    params: idParams,
    response: paymentResponse,
  }),
  reject: defineRoute({
    ...common,
    id: 'ops.payments.reject',
    method: 'POST',
    path: '/ops-api/payments/:id/reject',
    summary: 'Reject a pending withdrawal with a reason; the held amount returns to the player',
    params: idParams,
    bodyKind: 'json',
    body: z.object({ reason: requiredText(500) }),
    response: paymentResponse,
  }),
  refund: defineRoute({
    ...common,
    id: 'ops.payments.refund',
    method: 'POST',
    path: '/ops-api/payments/:id/refund',
    summary:
      'Refund a captured deposit (all of what is left unless amount is given) through the provider; the player’s account is debited; refused before capture',
    params: idParams,
    bodyKind: 'json',
    body: z.object({ amount: moneyAmount.optional(), reason: requiredText(500), idempotencyKey }),
    response: paymentResponse,
  }),
  methods: defineRoute({
    ...common,
    id: 'ops.payments.methods.list',
    method: 'GET',
    path: '/ops-api/payments/methods',
    summary: 'Every configured payment method, enabled or not',
    response: z.object({ data: z.object({ methods: z.array(paymentMethodConfigSchema) }) }),
  }),
  putMethod: defineRoute({
    ...common,
    id: 'ops.payments.methods.put',
    method: 'PUT',
    path: '/ops-api/payments/methods/:id',
    summary:
      'Create or replace a payment method: provider, countries, currencies with min, max and auto-approval',
    params: z.object({ id: paymentMethodConfigSchema.shape.id }),
    bodyKind: 'json',
    body: paymentMethodConfigSchema.omit({ id: true }),
    response: z.object({ data: z.object({ method: paymentMethodConfigSchema }) }),
  }),
  getSettings: defineRoute({
    ...common,
    id: 'ops.payments.settings.get',
    method: 'GET',
    path: '/ops-api/payments/settings',
    summary: 'Payment settings: verification before deposit or withdrawal, archive age',
    response: z.object({ data: paymentSettingsSchema }),
  }),
  putSettings: defineRoute({
    ...common,
    id: 'ops.payments.settings.put',
    method: 'PUT',
    path: '/ops-api/payments/settings',
    summary: 'Change payment settings (fields left out keep their value)',
    bodyKind: 'json',
    body: paymentSettingsSchema.partial(),
    response: z.object({ data: paymentSettingsSchema }),
  }),
  putBlock: defineRoute({
    ...common,
    id: 'ops.payments.blocks.put',
    method: 'PUT',
    path: '/ops-api/payments/blocks/:userId',
    summary:
      'Block or unblock a player’s deposits and withdrawals; a blocked withdrawal page answers error code blocked',
    params: z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) }),
    bodyKind: 'json',
    body: z.object({
      deposit: z.boolean(),
      withdrawal: z.boolean(),
      reason: z.string().trim().max(500).nullable(),
    }),
    response: z.object({
      data: z.object({ userId: z.number(), deposit: z.boolean(), withdrawal: z.boolean() }),
    }),
  }),
};

export const paymentsOpsRoutes: readonly RouteDefinition[] = Object.values(paymentsOpsApi);
