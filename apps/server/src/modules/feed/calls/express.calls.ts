import { withGames } from '../format/feed-formatter';
import { priceText } from '../format/outcome.format';
import type { FeedKind } from '../store/feed-kind';
import { implementFeedCall, type FeedCallDeps, type FeedRoute } from './feed-call';
import { formatOptions } from './feed-options';
import { expressPrice, formatLeg, planExpresses } from './express-day';

/** Expresses offered per day unless `count` says otherwise. */
const DEFAULT_EXPRESSES = 5;
const MAX_EXPRESSES = 50;

/**
 * GetExpressDayZip and v1/expressDay: the expresses of the day (tz: the hour offset of the day's
 * boundaries); GetExpressDayExtendedZip adds each express's games in G.
 */
export function implementExpressDay(
  deps: FeedCallDeps,
  route: FeedRoute,
  kind: FeedKind,
  extended = false,
): void {
  implementFeedCall(
    deps,
    route,
    (query) => {
      const tz = query.tz ?? 0;
      return {
        ...formatOptions(query),
        tz,
        day: Math.floor((deps.clock.nowMs() / 1000 + tz * 3600) / 86_400),
        count: Math.min(MAX_EXPRESSES, query.count ?? DEFAULT_EXPRESSES),
      };
    },
    (view, options) => {
      const ctx = deps.formatter.context(view, options);
      const texts = planExpresses(view, kind, options.day, options.tz, options.count).map((plan) => {
        const CF = expressPrice(plan.legs);
        const head = {
          Id: plan.id,
          CF: CF / 1000,
          CV: priceText(CF, ctx.odds),
          E: plan.legs.map((leg) => formatLeg(leg, ctx)),
        };
        if (!extended) return JSON.stringify(head);
        const games = plan.legs.map((leg) => leg.game);
        return withGames(head, deps.formatter.gamesText(view, games, options));
      });
      return `[${texts.join(',')}]`;
    },
    () => true,
  );
}
