/** One bet of a multi coupon: the coupon's legs it takes (by index) and its stake as sent. */
export interface MultiGroup {
  readonly indexes: readonly number[];
  readonly stake: string | undefined;
}

/**
 * The bets of a multi coupon (Vid 2): `eventsIndexes` groups leg indexes (a number alone is a group of one);
 * without it every leg is a single. Each group's stake is `groupsSumms[i]`, else `summ`. Undefined when an index
 * is out of range or used twice, a group is empty, or the stakes do not match the groups.
 */
export function multiGroups(input: {
  legCount: number;
  eventsIndexes?: readonly (number | readonly number[])[] | undefined;
  groupsSumms?: readonly string[] | undefined;
  summ?: string | undefined;
}): MultiGroup[] | undefined {
  const { legCount, groupsSumms } = input;
  const groups =
    input.eventsIndexes && input.eventsIndexes.length > 0
      ? input.eventsIndexes.map((group) => (typeof group === 'number' ? [group] : [...group]))
      : Array.from({ length: legCount }, (_, index) => [index]);
  const used = new Set<number>();
  for (const group of groups) {
    if (group.length === 0) return undefined;
    for (const index of group) {
      if (!Number.isInteger(index) || index < 0 || index >= legCount || used.has(index)) return undefined;
      used.add(index);
    }
  }
  if (groupsSumms && groupsSumms.length > 0 && groupsSumms.length !== groups.length) return undefined;
  return groups.map((indexes, i) => ({
    indexes,
    stake: groupsSumms && groupsSumms.length > 0 ? groupsSumms[i] : input.summ,
  }));
}
