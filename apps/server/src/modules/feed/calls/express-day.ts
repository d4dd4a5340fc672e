import type { FeedExpressLegJson } from '@sportsbook/core/api/feed-responses/feed-express.schema';
import { GROUP } from '@sportsbook/core/pricing/market-codes';
import { PHASE, type FeedGame, type FeedOutcome } from '../feed-model';
import type { FormatContext } from '../format/format-context';
import { formatGameHead } from '../format/game-head.format';
import { priceText } from '../format/outcome.format';
import type { FeedKind } from '../store/feed-kind';
import type { FeedView } from '../store/feed-view';

/** Legs per express, and the band of favourites' prices (thousandths) an express of the day picks from. */
export const EXPRESS_LEGS = 3;
const MIN_LEG_PRICE = 1200;
const MAX_LEG_PRICE = 2200;
const DAY_SEC = 86_400;

export interface ExpressPlan {
  readonly id: number;
  readonly legs: readonly { readonly game: FeedGame; readonly outcome: FeedOutcome }[];
}

/** The favourite of a game's result market, when open and priced in the band. */
function favourite(game: FeedGame): FeedOutcome | undefined {
  if (game.phase !== PHASE.accepting) return undefined;
  const result = game.markets.flatMap((m) => m.outcomes).filter((o) => o.G === GROUP.result && !o.B);
  const best = result.sort((a, b) => a.C - b.C)[0];
  return best && best.C >= MIN_LEG_PRICE && best.C <= MAX_LEG_PRICE ? best : undefined;
}

/**
 * Expresses of the day: favourites of the day's games (top games and championships first, then by start),
 * EXPRESS_LEGS to an express from distinct games. Line: games starting by the end of the day in `tz` (by the
 * end of tomorrow when today has too few); live: games in play. Ids are stable for the day.
 */
export function planExpresses(
  view: FeedView,
  kind: FeedKind,
  day: number,
  tz: number,
  count: number,
): ExpressPlan[] {
  const dayEnd = (day + 1) * DAY_SEC - tz * 3600;
  const picks = (until: number) =>
    view.index[kind].ordered
      .map((id) => view.games.get(id)!)
      .filter((game) => kind === 'live' || game.startAt < until)
      .map((game) => ({ game, outcome: favourite(game) }))
      .filter((pick): pick is ExpressPlan['legs'][number] => pick.outcome !== undefined);
  let legs = picks(dayEnd);
  if (legs.length < 2 * EXPRESS_LEGS) legs = picks(dayEnd + DAY_SEC);
  const topFirst = (game: FeedGame) => (game.top ? 0 : view.world.champs.get(game.champId)?.top ? 1 : 2);
  legs.sort(
    (a, b) => topFirst(a.game) - topFirst(b.game) || a.game.startAt - b.game.startAt || a.game.id - b.game.id,
  );
  const plans: ExpressPlan[] = [];
  for (let i = 0; plans.length < count && i + 2 <= legs.length; i += EXPRESS_LEGS) {
    plans.push({ id: day * 100 + plans.length + 1, legs: legs.slice(i, i + EXPRESS_LEGS) });
  }
  return plans;
}

export function formatLeg(
  { game, outcome }: ExpressPlan['legs'][number],
  ctx: FormatContext,
): FeedExpressLegJson {
  const { I, CI, SI, SN, LI, L, O1, O2, S } = formatGameHead(game, ctx);
  const { T, G, P, C } = outcome;
  return {
    I,
    CI,
    SI,
    SN,
    LI,
    L,
    O1,
    O2,
    S,
    T,
    G,
    ...(P ? { P } : {}),
    C: C / 1000,
    CV: priceText(C, ctx.odds),
  };
}

/** The price of an express: the product of its legs' prices, to a thousandth. */
export function expressPrice(legs: ExpressPlan['legs']): number {
  return Math.round(legs.reduce((product, { outcome }) => product * (outcome.C / 1000), 1) * 1000);
}
