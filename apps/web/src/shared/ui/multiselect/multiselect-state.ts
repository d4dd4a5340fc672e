import { MULTISELECT } from '@sportsbook/core/constants/list-size.constants';

/** Picking an option toggles it; a new one is refused once `max` are chosen (UI-16's message says so). */
export function toggleValue(values: readonly string[], value: string, max?: number): string[] {
  if (values.includes(value)) return values.filter((item) => item !== value);
  if (max !== undefined && values.length >= max) return [...values];
  return [...values, value];
}

export function isAtMax(values: readonly string[], max?: number): boolean {
  return max !== undefined && values.length >= max;
}

/** The chosen values drawn as tags, and how many more the "and N more" text stands for. */
export function visibleTags(values: readonly string[], limit: number = MULTISELECT.defaultLimit) {
  return { shown: values.slice(0, limit), rest: Math.max(0, values.length - limit) };
}
