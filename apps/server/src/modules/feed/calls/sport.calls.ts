import type { FeedSportShortJson } from '@sportsbook/core/api/feed-responses/feed-sport.schema';
import { formatChampEntry } from '../format/champ.format';
import { nameIn } from '../format/feed-language';
import type { FeedKind } from '../store/feed-kind';
import { champsWithCounts } from './champ-counts';
import { implementFeedCall, type FeedCallDeps, type FeedRoute } from './feed-call';
import { formatOptions, idsOf } from './feed-options';

/**
 * GetSportsShortZip: sports of this feed in menu order with their game (C) and championship (CC) counts;
 * groupChamps=true adds each sport's championships in L.
 */
export function implementSportsShort(deps: FeedCallDeps, route: FeedRoute, kind: FeedKind): void {
  implementFeedCall(
    deps,
    route,
    (query) => ({
      ...formatOptions(query),
      sports: idsOf(query.sports, query.sportId),
      antisports: idsOf(query.antisports),
      getEmpty: query.getEmpty ?? false,
      groupChamps: query.groupChamps ?? false,
    }),
    (view, options) => {
      const ctx = deps.formatter.context(view, options);
      const champs = champsWithCounts(view, kind, { getEmpty: options.getEmpty, sports: options.sports });
      const sports = [...view.world.sports.values()]
        .filter(
          (sport) =>
            !options.antisports?.includes(sport.id) && (!options.sports || options.sports.includes(sport.id)),
        )
        .sort((a, b) => a.sort - b.sort || a.id - b.id);
      const result: FeedSportShortJson[] = [];
      for (const sport of sports) {
        const own = champs.filter(({ champ }) => champ.sportId === sport.id);
        const C = own.reduce((sum, { count }) => sum + count, 0);
        if (C === 0 && !options.getEmpty) continue;
        result.push({
          I: sport.id,
          N: nameIn(sport.names, ctx.lng),
          C,
          CC: own.filter(({ count }) => count > 0).length,
          ...(sport.menuSection !== undefined && { MS: sport.menuSection }),
          ...(options.groupChamps && {
            L: own.map(({ champ, count }) => formatChampEntry(champ, count, ctx)),
          }),
        });
      }
      return JSON.stringify(result);
    },
  );
}
