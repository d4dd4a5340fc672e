import { z } from 'zod';

/** A body field known under its canonical (wire) name and, for older clients, under other names. */
export interface AliasedField {
  readonly schema: z.ZodType;
  readonly aliases: readonly string[];
}

export function aliasedField<S extends z.ZodType>(schema: S, ...aliases: string[]) {
  return { schema, aliases };
}

type Output<F extends AliasedField> = z.output<F['schema']>;

/** The parsed body: canonical names only, required ones present; unknown keys are kept as sent. */
export type AliasedValues<F extends Record<string, AliasedField>, R extends keyof F> = {
  [K in R]: Output<F[K]>;
} & { [K in Exclude<keyof F, R>]?: Output<F[K]> } & Record<string, unknown>;

/**
 * A permissive object whose fields may arrive under their canonical name or an alias (null counts as absent;
 * the canonical name wins when both are sent). Types and lengths stay strict; unknown keys pass through.
 */
export function aliasedObject<F extends Record<string, AliasedField>, R extends keyof F & string = never>(
  fields: F,
  required: readonly R[] = [],
) {
  const shape: Record<string, z.ZodType> = {};
  const aliasNames = new Set<string>();
  for (const [name, field] of Object.entries(fields)) {
    const aliasNote = field.aliases.length > 0 ? `aliases: ${field.aliases.join(', ')}` : '';
    const requiredNote = (required as readonly string[]).includes(name) ? 'required' : '';
    const note = [requiredNote, aliasNote].filter(Boolean).join('; ');
    shape[name] = note ? field.schema.nullish().meta({ description: note }) : field.schema.nullish();
    for (const alias of field.aliases) {
      aliasNames.add(alias);
      shape[alias] = field.schema.nullish().meta({ description: `alias of ${name}`, 'x-alias-of': name });
    }
  }
  // Worked out once: this transform runs on every bet request, so it must not rebuild these per call.
  const known = new Set([...Object.keys(fields), ...aliasNames]);
  const lookups = Object.entries(fields).map(([name, field]) => ({ name, keys: [name, ...field.aliases] }));
  return z.looseObject(shape).transform((input, ctx) => {
    const output: Record<string, unknown> = {};
    for (const key of Object.keys(input)) if (!known.has(key)) output[key] = input[key];
    for (const { name, keys } of lookups) {
      const value = firstPresent(input, keys);
      if (value !== undefined) output[name] = value;
    }
    const missing = required.filter((name) => output[name] === undefined);
    for (const name of missing)
      ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required` });
    return missing.length > 0 ? z.NEVER : (output as AliasedValues<F, R>);
  });
}

/** The value under the first of `keys` that is neither null nor absent. */
function firstPresent(input: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = input[key];
    if (value != null) return value;
  }
  return undefined;
}
