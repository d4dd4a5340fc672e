import type { z } from 'zod';
import type { ValidationErrors } from '@sportsbook/core/errors/error-body';

/** Message keys of zod issues, in the spec's vocabulary where it has a word for the case. */
function messageKey(issue: z.core.$ZodIssue, input: unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return input === undefined || input === null ? 'required' : 'validation_invalid_type';
    case 'too_small':
      return issue.origin === 'string' ? 'min_symbols_limit' : 'validation_min_value';
    case 'too_big':
      return issue.origin === 'string' ? 'validation_max_length' : 'validation_max_value';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation_enter_correct_email' : 'validation_invalid_format';
    case 'invalid_value':
      return 'validation_invalid_value';
    case 'unrecognized_keys':
      return 'validation_unknown_field';
    default:
      return 'validation_invalid';
  }
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

export type ParseOutcome<T> = { ok: true; value: T } | { ok: false; errors: ValidationErrors };

/** Parses one part of a request; failures become `validation_errors` keyed by the field path. */
export function parseRequestPart<T>(schema: z.ZodType<T>, input: unknown, part: string): ParseOutcome<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const errors: ValidationErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : part;
    const keys = (errors[field] ??= []);
    const key = messageKey(issue, valueAt(input, issue.path));
    if (!keys.includes(key)) keys.push(key);
  }
  return { ok: false, errors };
}
