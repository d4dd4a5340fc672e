import { z } from 'zod';
import { DEFAULT_PARTNER_ID, DEFAULT_QUERY_LANGUAGE } from '../constants/defaults.constants';
import { countryIsoSchema, languageCodeSchema } from './config-fields.schema';
import { partnerSchema } from './partner.schema';
import { resolvedSiteConfigSchema } from './resolve-site-config';
import { siteConfigPatchSchema } from './site-config-patch.schema';

/** Query of GET /web-api/site-config; `country` is an ISO alpha-2 code or our numeric country id. */
export const siteConfigQuerySchema = z.object({
  lng: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toLowerCase())
    .default(DEFAULT_QUERY_LANGUAGE),
  country: z
    .string()
    .regex(/^([A-Za-z]{2}|\d{1,3})$/)
    .optional(),
  partner: z.coerce.number().int().positive().max(2_147_483_647).default(DEFAULT_PARTNER_ID),
});
export type SiteConfigQuery = z.infer<typeof siteConfigQuerySchema>;

export const siteConfigResponseSchema = z.object({ data: resolvedSiteConfigSchema });

export const siteConfigLayerSchema = z.object({
  id: z.number().int().positive(),
  partnerId: z.number().int().positive(),
  countryIso: countryIsoSchema.nullable(),
  language: languageCodeSchema.nullable(),
  patch: siteConfigPatchSchema,
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type SiteConfigLayerRecord = z.infer<typeof siteConfigLayerSchema>;

export const siteConfigLayersQuerySchema = z.object({
  partner: z.coerce.number().int().positive().optional(),
});

/** Creates the layer for partner/country/language, or replaces its patch; codes in either case. */
export const putSiteConfigLayerBodySchema = z.object({
  partnerId: z.number().int().positive(),
  countryIso: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .nullable()
    .default(null),
  language: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toLowerCase())
    .nullable()
    .default(null),
  patch: siteConfigPatchSchema,
});
export type PutSiteConfigLayerBody = z.infer<typeof putSiteConfigLayerBodySchema>;

export const layerIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const partnersResponseSchema = z.object({ data: z.array(partnerSchema) });
export const partnerResponseSchema = z.object({ data: partnerSchema });
