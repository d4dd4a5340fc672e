import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/**
 * The JSON Schema (2020-12, the dialect of OpenAPI 3.1) of a zod schema. Requests are described by what the
 * client may send (`input`: before coercion and defaults), responses by what the server sends (`output`).
 */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

export interface ObjectField {
  readonly name: string;
  readonly required: boolean;
  readonly schema: JsonSchema;
}

/** The fields of an object schema (query, path parameters, headers, a body), in declaration order. */
export function objectFields(schema: z.ZodType | undefined): ObjectField[] {
  if (!schema) return [];
  const json = toJsonSchema(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, field]) => ({
    name,
    required: required.has(name),
    schema: field,
  }));
}

/** A request part is optional when an absent one parses (optional bodies, bodies with defaults). */
export function acceptsAbsent(schema: z.ZodType): boolean {
  return schema.safeParse(undefined).success;
}
