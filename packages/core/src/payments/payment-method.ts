import { z } from 'zod';

export const PAYMENT_METHOD_TYPES = ['card', 'ewallet', 'crypto'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHOD_TYPES)[number];

const decimalText = z.string().regex(/^\d{1,15}(\.\d{1,8})?$/, 'a decimal amount such as 10.50');
const currencyCode = z.string().regex(/^[A-Z0-9]{3,5}$/);
const countryCode = z.string().regex(/^[A-Z]{2}$/);

/** Bounds of one currency of a method, in major units as the operator writes them. */
export const methodLimitsSchema = z
  .object({
    min: decimalText,
    max: decimalText,
    /** Withdrawals up to this amount are approved without the operator; none: every one waits. */
    autoApproveMax: decimalText.optional(),
  })
  .refine((limits) => Number(limits.min) <= Number(limits.max), { message: 'min must not exceed max' });
export type MethodLimits = z.infer<typeof methodLimitsSchema>;

/**
 * A payment method as configured by the operator: which provider serves it, in which countries (an allow list,
 * or everywhere but a deny list) and currencies, with min and max per currency.
 */
export const paymentMethodConfigSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{1,62}$/),
  direction: z.enum(['deposit', 'withdrawal']),
  type: z.enum(PAYMENT_METHOD_TYPES),
  provider: z.string().regex(/^[a-z0-9-]{1,32}$/),
  /** A brand name (Visa / Mastercard, Bitcoin): shown as written in every language. */
  name: z.string().min(1).max(80),
  countries: z.array(countryCode).nullable(),
  excludedCountries: z.array(countryCode).default([]),
  currencies: z.record(currencyCode, methodLimitsSchema),
  sort: z.number().int().min(0).max(10_000),
  enabled: z.boolean(),
});
export type PaymentMethodConfig = z.infer<typeof paymentMethodConfigSchema>;

/** What a visitor may see of a method: no provider, bounds or countries. */
export const offeredMethodSchema = z.object({
  id: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  name: z.string(),
});
export type OfferedMethod = z.infer<typeof offeredMethodSchema>;

/** Whether a method is offered in a country (ISO alpha-2; null when the player's country is unknown). */
export function isOfferedIn(method: PaymentMethodConfig, countryIso: string | null): boolean {
  if (!method.enabled) return false;
  if (countryIso !== null && method.excludedCountries.includes(countryIso)) return false;
  if (method.countries === null) return true;
  return countryIso !== null && method.countries.includes(countryIso);
}

/** The methods of a direction offered in a country, in the operator's order. */
export function methodsFor(
  methods: readonly PaymentMethodConfig[],
  direction: PaymentMethodConfig['direction'],
  countryIso: string | null,
): PaymentMethodConfig[] {
  return methods
    .filter((method) => method.direction === direction && isOfferedIn(method, countryIso))
    .sort((a, b) => a.sort - b.sort || a.id.localeCompare(b.id));
}
