import type { FeedGlobalChampJson } from '@sportsbook/core/api/feed-responses/feed-global-champ.schema';
import type { FeedChamp } from '../feed-model';
import { withGames } from '../format/feed-formatter';
import { nameIn, type FeedLanguage } from '../format/feed-language';
import type { FeedKind } from '../store/feed-kind';
import type { FeedView } from '../store/feed-view';
import { champsWithCounts } from './champ-counts';
import { implementFeedCall, type FeedCallDeps, type FeedRoute } from './feed-call';
import { formatOptions, requiredId } from './feed-options';
import { notFound } from './find-game';
import { listOptions } from './list-options';
import { pageOf, selectGames } from './select-games';

type Counted = { champ: FeedChamp; count: number };

/** Championships that belong to a global one (Olympics), by its id. */
function globalGroups(view: FeedView, kind: FeedKind, getEmpty: boolean): Map<number, Counted[]> {
  const groups = new Map<number, Counted[]>();
  for (const entry of champsWithCounts(view, kind, { getEmpty: true })) {
    const global = entry.champ.global;
    if (!global || (!getEmpty && entry.count === 0)) continue;
    groups.set(global.id, [...(groups.get(global.id) ?? []), entry]);
  }
  return groups;
}

function formatGlobal(view: FeedView, members: Counted[], lng: FeedLanguage): FeedGlobalChampJson {
  const { id, names } = members[0]!.champ.global!;
  const sportIds = [...new Set(members.map(({ champ }) => champ.sportId))];
  const sports = sportIds
    .map((sportId) => view.world.sports.get(sportId)!)
    .sort((a, b) => a.sort - b.sort)
    .map((sport) => {
      const own = members.filter(({ champ }) => champ.sportId === sport.id);
      return {
        I: sport.id,
        N: nameIn(sport.names, lng),
        C: own.reduce((sum, { count }) => sum + count, 0),
        CC: own.filter(({ count }) => count > 0).length,
      };
    });
  const GC = members.reduce((sum, { count }) => sum + count, 0);
  return { I: id, N: nameIn(names, lng), NE: names.en, NR: names.ru, GC, SP: sports };
}

/** GetGlobalChampsZip: championships spanning sports, with their sports and game counts. */
export function implementGlobalChamps(deps: FeedCallDeps, route: FeedRoute, kind: FeedKind): void {
  implementFeedCall(
    deps,
    route,
    (query) => ({ ...formatOptions(query), getEmpty: query.getEmpty ?? false }),
    (view, options) => {
      const groups = [...globalGroups(view, kind, options.getEmpty)].sort(([a], [b]) => a - b);
      return JSON.stringify(groups.map(([, members]) => formatGlobal(view, members, options.lng)));
    },
  );
}

/** GetGlobalChampZip (parameter `champ`, the global id): one of them with its games of this feed. */
export function implementGlobalChamp(deps: FeedCallDeps, route: FeedRoute, kind: FeedKind): void {
  implementFeedCall(
    deps,
    route,
    (query) => ({
      ...listOptions(query, deps.clock),
      champ: requiredId('champ', query.champ, query.champId),
    }),
    (view, options) => {
      const members = globalGroups(view, kind, true).get(options.champ);
      if (!members) throw notFound('Championship');
      const champs = members.map(({ champ }) => champ.id);
      const games = pageOf(selectGames(view, kind, { ...options, champs }), options);
      return withGames(
        formatGlobal(view, members, options.lng),
        deps.formatter.gamesText(view, games, options),
      );
    },
    (options) => options.tf !== undefined,
  );
}
