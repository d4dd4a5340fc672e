import { z } from 'zod';
import type { DeepPartial } from './deep-merge';
import { siteConfigShape, type SiteConfig } from './site-config.schema';

export type SiteConfigPatch = DeepPartial<SiteConfig>;

/**
 * Objects become strict and every key optional, to any depth; records keep their key rule with partial values;
 * arrays and scalars stay whole, matching how deepMerge lays a patch over the configuration.
 */
function deepPartialStrict(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return z.strictObject(
      Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, deepPartialStrict(v).optional()])),
    );
  }
  if (schema instanceof z.ZodRecord) {
    return z.record(schema.keyType as z.ZodString, deepPartialStrict(schema.valueType as z.ZodType));
  }
  return schema;
}

/** What the operator may store in one configuration layer: any part of the configuration, no unknown keys. */
export const siteConfigPatchSchema = deepPartialStrict(
  z.object(siteConfigShape),
) as z.ZodType<SiteConfigPatch>;
