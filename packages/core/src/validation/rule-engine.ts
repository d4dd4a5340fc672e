import { RULE_COMPILERS } from './rule-compilers';
import {
  RULE_TYPES,
  ValidationConfigError,
  type Check,
  type RuleContext,
  type RuleType,
  type ValidationMap,
} from './rule-types';

export interface CompiledRules {
  readonly required?: Check;
  readonly others: readonly Check[];
}

function isRuleType(type: string): type is RuleType {
  return (RULE_TYPES as readonly string[]).includes(type);
}

/** Compiles a validation map; throws ValidationConfigError for an unknown rule type or an unusable value. */
export function compileRules(map: ValidationMap): CompiledRules {
  let required: Check | undefined;
  const others: Check[] = [];
  for (const [type, spec] of Object.entries(map)) {
    if (spec === undefined) continue;
    if (!isRuleType(type)) throw new ValidationConfigError(`unknown validation rule type: ${type}`);
    const check = RULE_COMPILERS[type](spec);
    if (type === 'required') required = check;
    else others.push(check);
  }
  return { required, others };
}

/**
 * The message keys a value fails, in the map's order, each once. A failed `required` is the only message:
 * the other rules would only repeat that the value is missing.
 */
export function checkValue(value: unknown, rules: CompiledRules, context: RuleContext): string[] {
  const missing = rules.required?.(value, context);
  if (missing) return [missing];
  const keys = new Set<string>();
  for (const check of rules.others) {
    const key = check(value, context);
    if (key) keys.add(key);
  }
  return [...keys];
}
