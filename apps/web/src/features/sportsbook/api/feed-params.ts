/** A feed call's parameters before normalisation: lists of ids, numbers, flags, text. */
export type FeedParamValue = string | number | boolean | readonly number[] | null | undefined;
export type FeedParams = Readonly<Record<string, FeedParamValue>>;
export type NormalisedParams = Readonly<Record<string, string | number | boolean>>;

/**
 * One spelling per request, so equal requests share a cache entry: keys sorted, absent, empty and false
 * values left out (false is every flag's default), id lists deduplicated, sorted and comma-joined.
 */
export function normaliseFeedParams(params: FeedParams): NormalisedParams {
  const result: Record<string, string | number | boolean> = {};
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    if (value === undefined || value === null || value === false || value === '') continue;
    if (typeof value === 'object') {
      const ids = [...new Set(value)].sort((a, b) => a - b);
      if (ids.length > 0) result[key] = ids.join(',');
    } else {
      result[key] = value;
    }
  }
  return result;
}
