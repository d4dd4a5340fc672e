import { z } from 'zod';

/** Building blocks shared by the section schemas. */
export const countryIsoSchema = z.string().regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2, upper case');
export const countryIdSchema = z.number().int().positive();
export const languageCodeSchema = z.string().regex(/^[a-z]{2}$/, 'ISO 639-1, lower case');
export const localeCodeSchema = z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'language_REGION');
export const colourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, '#rrggbb');
/** A site path (`/casino`) or an absolute URL; links in the configuration are one or the other. */
export const linkSchema = z.string().regex(/^(\/|https?:\/\/)/, 'a path starting with / or an http(s) URL');
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm');
export const hostNameSchema = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, 'a host name such as vip.example.com');
export const ageSchema = z.number().int().min(0).max(99);

/** A value with a fallback and overrides by country (ISO alpha-2). */
export function byCountrySchema<T extends z.ZodType>(value: T) {
  return z.object({ default: value, byCountry: z.record(countryIsoSchema, value) });
}
