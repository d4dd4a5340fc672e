import type { JsonSchema } from './json-schema';

const PATTERN_NAMES: Record<string, string> = {
  '^-?\\d{1,16}$': 'integer text',
  '^-?\\d{1,15}(\\.\\d{1,8})?$': 'decimal text',
  '^\\d{1,15}(\\.\\d{1,8})?$': 'decimal text',
};
const MAX_DEPTH = 3;

function range(schema: JsonSchema): string {
  const { minimum: min, maximum: max } = schema;
  if (typeof min === 'number' && typeof max === 'number' && max < 1e9) return ` ${min}..${max}`;
  return '';
}

function textType(schema: JsonSchema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (typeof schema.pattern === 'string' && PATTERN_NAMES[schema.pattern])
    return PATTERN_NAMES[schema.pattern] ?? '';
  if (typeof schema.contentMediaType === 'string') return `file (${schema.contentMediaType})`;
  return typeof schema.maxLength === 'number' ? `text ≤${schema.maxLength}` : 'text';
}

/**
 * A short human reading of a JSON Schema: `integer 1..100`, `text ≤254`, `list of integer`, `{ a*, b }`, with
 * the schema's description in brackets.
 */
export function schemaText(schema: JsonSchema, depth = 0): string {
  const text = describedText(schema, depth);
  const hasDefault = 'default' in schema && typeof schema.default !== 'object';
  return hasDefault ? `${text}, default ${JSON.stringify(schema.default)}` : text;
}

function describedText(schema: JsonSchema, depth: number): string {
  if (typeof schema.description !== 'string') return typeText(schema, depth);
  // A description on a union of forms (a flag as boolean, 0/1 or text) says it better than the list of forms.
  if (nonNull(schema.anyOf).length > 1) return schema.description;
  const base = typeText(schema, depth);
  return base === 'any' || base === 'text' ? schema.description : `${base} (${schema.description})`;
}

function nonNull(parts: unknown): JsonSchema[] {
  return Array.isArray(parts) ? (parts as JsonSchema[]).filter((part) => part.type !== 'null') : [];
}

function typeText(schema: JsonSchema, depth: number): string {
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.anyOf)) {
    const parts = [...new Set(nonNull(schema.anyOf).map((part) => schemaText(part, depth)))];
    const [number, text] = parts;
    if (parts.length === 2 && (text === 'integer text' || text === 'decimal text'))
      return `${number}, also as text`;
    return parts.join(' or ');
  }
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((type) => type !== 'null');
    return [...new Set(types.map((type) => typeText({ ...schema, type }, depth)))].join(' or ');
  }
  switch (schema.type) {
    case 'integer':
    case 'number':
      return `${schema.type}${range(schema)}`;
    case 'boolean':
      return 'boolean';
    case 'string':
      return textType(schema);
    case 'array':
      return `list of ${schema.items ? schemaText(schema.items as JsonSchema, depth) : 'values'}`;
    case 'object':
      return objectText(schema, depth);
    default:
      return 'any';
  }
}

function objectText(schema: JsonSchema, depth: number): string {
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties || Object.keys(properties).length === 0) {
    return schema.propertyNames || typeof schema.additionalProperties === 'object'
      ? 'map of field to value'
      : 'object';
  }
  if (depth >= MAX_DEPTH) return 'object';
  return `{ ${fieldsText(schema, depth + 1)} }`;
}

/**
 * The fields of an object schema: `name*` (required) with its type, separated by semicolons. Aliases are left out: the
 * canonical field names them.
 */
export function fieldsText(schema: JsonSchema, depth = 1): string {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties)
    .filter(([, field]) => !('x-alias-of' in field))
    .map(([name, field]) => `${name}${required.has(name) ? '*' : ''}: ${schemaText(field, depth)}`)
    .join('; ');
}
