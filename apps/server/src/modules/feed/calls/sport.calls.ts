import type { FeedSportShortJson } from '@sportsbook/core/api/feed-responses/feed-sport.schema';
import { MENU_SORT } from '@sportsbook/core/constants/sports-menu.constants';
import { formatChampEntry } from '../format/champ.format';
import { nameIn } from '../format/feed-language';
import type { FeedKind } from '../store/feed-kind';
import { champsWithCounts } from './champ-counts';
import { implementFeedCall, type FeedCallDeps, type FeedRoute } from './feed-call';
import { formatOptions, idsOf } from './feed-options';
import { orderMenuSports } from './menu-sport-order';

/**
 * GetSportsShortZip: sports of this feed in menu order with their game (C) and championship (CC) counts;
 * groupChamps=true adds each sport's championships in L; `sort` picks the menu order (SPT-22, MENU_SORT).
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
      sort: query.sort ?? MENU_SORT.sportSort,
    }),
    (view, options) => {
      const ctx = deps.formatter.context(view, options);
      const champs = champsWithCounts(view, kind, { getEmpty: options.getEmpty, sports: options.sports });
      // With getEmpty the counts include closed games; the orders rank by open ones only.
      const open = options.getEmpty
        ? champsWithCounts(view, kind, { getEmpty: false, sports: options.sports })
        : champs;
      const openGames = (sportId: number, top: boolean) =>
        open
          .filter(({ champ }) => champ.sportId === sportId && (!top || champ.top))
          .reduce((sum, { count }) => sum + count, 0);
      const entries = [...view.world.sports.values()]
        .filter(
          (sport) =>
            !options.antisports?.includes(sport.id) && (!options.sports || options.sports.includes(sport.id)),
        )
        .map((sport) => ({
          sport,
          own: champs.filter(({ champ }) => champ.sportId === sport.id),
          openGames: openGames(sport.id, false),
          topGames: openGames(sport.id, true),
        }));
      const result: FeedSportShortJson[] = [];
      for (const { sport, own } of orderMenuSports(entries, options.sort)) {
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
