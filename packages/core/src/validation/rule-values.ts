import { ValidationConfigError, type RuleSpec, type RuleType } from './rule-types';

/** A count bound (lengths): a non-negative integer, also accepted as numeric text as JSON configs send it. */
export function readCount(spec: RuleSpec, type: RuleType): number {
  const count = typeof spec.value === 'string' && spec.value.trim() !== '' ? Number(spec.value) : spec.value;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
    throw new ValidationConfigError(
      `${type} needs a non-negative integer value, got ${JSON.stringify(spec.value)}`,
    );
  }
  return count;
}

/**
 * A regular expression from a RegExp or from the server's text, either bare (`^\d+$`) or in literal form
 * with flags (`/^[a-z]+$/i`). The global and sticky flags are dropped: they make `test` stateful.
 */
export function readPattern(value: unknown, type: RuleType): RegExp {
  if (value instanceof RegExp) return new RegExp(value.source, value.flags.replace(/[gy]/g, ''));
  if (typeof value !== 'string') {
    throw new ValidationConfigError(`${type} needs a pattern, got ${JSON.stringify(value)}`);
  }
  const literal = /^\/(.*)\/([a-z]*)$/s.exec(value);
  try {
    return literal ? new RegExp(literal[1], literal[2].replace(/[gy]/g, '')) : new RegExp(value);
  } catch {
    throw new ValidationConfigError(`${type} has an invalid pattern: ${value}`);
  }
}

/** An object-shaped rule value (`{ length, mask }`); absent means all defaults. */
export function readOptions(spec: RuleSpec, type: RuleType): Readonly<Record<string, unknown>> {
  if (spec.value === undefined || spec.value === null) return {};
  if (typeof spec.value !== 'object' || Array.isArray(spec.value)) {
    throw new ValidationConfigError(`${type} needs an object value, got ${JSON.stringify(spec.value)}`);
  }
  return spec.value as Record<string, unknown>;
}

export function optionalNumber(
  options: Readonly<Record<string, unknown>>,
  key: string,
  type: RuleType,
): number | undefined {
  const value = options[key];
  if (value === undefined) return undefined;
  return readCount({ value }, type);
}

export function optionalString(
  options: Readonly<Record<string, unknown>>,
  key: string,
  type: RuleType,
): string | undefined {
  const value = options[key];
  if (value === undefined || typeof value === 'string') return value;
  throw new ValidationConfigError(`${type}.${key} must be text, got ${JSON.stringify(value)}`);
}
