import { z } from 'zod';
import type { PaymentMethodType } from './payment-method';
import { paymentMethodViewSchema } from './payment.schema';

/**
 * Pay and play (PAY-15): a guest's first deposit opens the account. Only methods whose provider has the payer's
 * bank identify them qualify: cards and e-wallets; a crypto transfer names nobody.
 */
export const PAY_AND_PLAY_METHOD_TYPES: readonly PaymentMethodType[] = ['card', 'ewallet'];

/** pending: the payment is open; completed: the account exists and holds the deposit; failed: nothing paid. */
export const PAY_AND_PLAY_STATUSES = ['pending', 'failed', 'completed', 'refused'] as const;
export type PayAndPlayStatus = (typeof PAY_AND_PLAY_STATUSES)[number];

/** Why a paid start opened no account (the registration's rules); the payment is refunded in full. */
export const PAY_AND_PLAY_REFUSALS = [
  'email_taken',
  'underage',
  'unknown_country',
  'identity_missing',
] as const;
export type PayAndPlayRefusal = (typeof PAY_AND_PLAY_REFUSALS)[number];

export const payAndPlayOptionsSchema = z.object({
  country: z.string().nullable(),
  /** With their bounds in each currency, as the deposit page shows them. */
  methods: z.array(paymentMethodViewSchema),
  currencies: z.array(
    z.object({
      id: z.number().int(),
      code: z.string(),
      symbol: z.string(),
      name: z.string(),
      decimals: z.number().int(),
    }),
  ),
});
export type PayAndPlayOptions = z.infer<typeof payAndPlayOptionsSchema>;

export const payAndPlayOutcomeSchema = z.object({
  status: z.enum(PAY_AND_PLAY_STATUSES),
  refusal: z.enum(PAY_AND_PLAY_REFUSALS).nullable(),
  /** Set once completed: this answer logged the browser in (the first claim only). */
  loggedIn: z.boolean(),
});
export type PayAndPlayOutcome = z.infer<typeof payAndPlayOutcomeSchema>;
