import type { FeedChamp } from '../feed-model';
import type { FeedKind } from '../store/feed-kind';
import type { FeedView } from '../store/feed-view';
import { hasOpenOutcome } from './select-games';

/** Which championships to count: a sport, a country, top ones; empty ones only with getEmpty. */
export interface ChampFilter {
  readonly sports?: readonly number[];
  readonly countryId?: number;
  readonly top?: boolean;
  readonly getEmpty: boolean;
}

/** Championships of one feed with the number of games it lists for each, in menu order. */
export function champsWithCounts(
  view: FeedView,
  kind: FeedKind,
  filter: ChampFilter,
): { champ: FeedChamp; count: number }[] {
  const byChamp = view.index[kind].byChamp;
  const result: { champ: FeedChamp; count: number }[] = [];
  for (const champ of view.world.champs.values()) {
    if (filter.sports && !filter.sports.includes(champ.sportId)) continue;
    if (filter.countryId !== undefined && champ.countryId !== filter.countryId) continue;
    if (filter.top && !champ.top) continue;
    const ids = byChamp.get(champ.id) ?? [];
    const count = filter.getEmpty
      ? ids.length
      : ids.filter((id) => hasOpenOutcome(view.games.get(id)!)).length;
    if (count > 0 || filter.getEmpty) result.push({ champ, count });
  }
  return result.sort((a, b) => a.champ.sort - b.champ.sort || a.champ.id - b.champ.id);
}
