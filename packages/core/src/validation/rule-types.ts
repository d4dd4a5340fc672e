/** The rule types of spec section 5 (VAL-01), spelled as the server's validation map keys them. */
export const RULE_TYPES = [
  'required',
  'minLength',
  'maxLength',
  'minValue',
  'maxValue',
  'email',
  'phone',
  'phoneConfirm',
  'compare',
  'match',
  'boolean',
  'isDateTime',
  'isImage',
  'custom',
] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** One entry of a field's validation map: an optional message key and the rule's bound or setting. */
export interface RuleSpec {
  readonly message?: string;
  readonly value?: unknown;
}

/** A field's rules as the registration field descriptor carries them: `{ [ruleType]: { message, value } }`. */
export type ValidationMap = Readonly<Partial<Record<RuleType, RuleSpec>>>;

/** What a rule may look at besides its own value: the other fields' values (for compare). */
export interface RuleContext {
  readonly values: Readonly<Record<string, unknown>>;
}

/** A compiled rule: the message key when the value fails, undefined when it passes. */
export type Check = (value: unknown, context: RuleContext) => string | undefined;

/** A validation map the engine cannot use (unknown rule type, a bound that is not a number, a bad regex). */
export class ValidationConfigError extends Error {
  override readonly name = 'ValidationConfigError';
}
