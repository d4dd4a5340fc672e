import type {
  FeedChampCountryGroupJson,
  FeedChampEntryJson,
} from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import { formatChampEntry } from '../format/champ.format';
import { withGames, type ListVariant } from '../format/feed-formatter';
import type { FeedKind } from '../store/feed-kind';
import { champsWithCounts } from './champ-counts';
import { implementFeedCall, type FeedCallDeps, type FeedRoute } from './feed-call';
import { formatOptions, idsOf, requiredId } from './feed-options';
import { notFound } from './find-game';
import { listOptions } from './list-options';
import { pageOf, selectGames } from './select-games';

/** Groups championships by sport and country (groupChamps=true), keeping their order. */
function byCountry(entries: FeedChampEntryJson[]): FeedChampCountryGroupJson[] {
  const groups = new Map<string, FeedChampCountryGroupJson>();
  for (const entry of entries) {
    const key = `${entry.SI}:${entry.CI}`;
    const group = groups.get(key);
    if (group) {
      group.SC.push(entry);
      group.GC += entry.GC;
    } else {
      groups.set(key, { CI: entry.CI, CN: entry.CN, SI: entry.SI, SN: entry.SN, GC: entry.GC, SC: [entry] });
    }
  }
  return [...groups.values()];
}

/**
 * Championship lists: GetChampsZip (parameter `sport`; groupChamps=true groups them by country),
 * WebGetTopChampsZip and topChamps (top ones), champsBySport (sportId).
 */
export function implementChampList(
  deps: FeedCallDeps,
  route: FeedRoute,
  kind: FeedKind,
  settings: { top?: boolean } = {},
): void {
  implementFeedCall(
    deps,
    route,
    (query) => ({
      ...formatOptions(query),
      sports: idsOf(query.sport, query.sportId, query.sports),
      countryId: query.countryId,
      top: settings.top ?? query.top ?? false,
      getEmpty: query.getEmpty ?? false,
      groupChamps: query.groupChamps ?? false,
    }),
    (view, options) => {
      const ctx = deps.formatter.context(view, options);
      const entries = champsWithCounts(view, kind, options).map(({ champ, count }) =>
        formatChampEntry(champ, count, ctx),
      );
      return JSON.stringify(options.groupChamps ? byCountry(entries) : entries);
    },
  );
}

/** One championship with its games of this feed (GetChampZip, parameter `champ`; the Asian view too). */
export function implementChampGames(
  deps: FeedCallDeps,
  route: FeedRoute,
  kind: FeedKind,
  variant: ListVariant,
): void {
  implementFeedCall(
    deps,
    route,
    (query) => {
      const champ = requiredId('champ', query.champ, query.champId);
      return { ...listOptions(query, deps.clock), champs: [champ], champ };
    },
    (view, options) => {
      const champ = view.world.champs.get(options.champ);
      if (!champ) throw notFound('Championship');
      const { GC: _count, ...head } = formatChampEntry(champ, 0, deps.formatter.context(view, options));
      const games = pageOf(selectGames(view, kind, options), options);
      return withGames(head, deps.formatter.gamesText(view, games, options, variant));
    },
    (options) => options.tf !== undefined,
  );
}
