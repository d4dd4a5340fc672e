import { z } from 'zod';

const iso2 = z.string().regex(/^[A-Z]{2}$/);

/** Country record of spec section 3 (id, name, phoneCode with a leading plus, lowercase code) plus ISO codes. */
export const countrySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  /** Null for territories without a calling code of their own (Antarctica, Bouvet Island, ...). */
  phoneCode: z
    .string()
    .regex(/^\+\d{1,4}$/)
    .nullable(),
  code: z.string().regex(/^[a-z]{2}$/),
  iso2,
  iso3: z.string().regex(/^[A-Z]{3}$/),
  numericCode: z
    .string()
    .regex(/^\d{3}$/)
    .nullable(),
});
export type Country = z.infer<typeof countrySchema>;

/** Currency record of spec section 3; amounts in minor units of `decimals`. */
export const currencySchema = z.object({
  id: z.number().int().positive(),
  code: z.string().regex(/^[A-Z0-9]{3,5}$/),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int().min(0).max(8),
  isCrypto: z.boolean(),
  hide: z.boolean(),
  /** Units of this currency per one unit of the base currency; null until the operator sets a rate. */
  coefficient: z.number().positive().nullable(),
  /** Null, like the coefficient, until the operator prices the currency (it stays hidden until then). */
  minBetMinor: z.number().int().nonnegative().nullable(),
});
export type Currency = z.infer<typeof currencySchema>;

export const languageSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().regex(/^[a-z]{2}$/),
  name: z.string(),
  nativeName: z.string(),
  rtl: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const localeSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/),
  languageCode: z.string(),
  countryCode: iso2,
  name: z.string(),
});
export type Locale = z.infer<typeof localeSchema>;
