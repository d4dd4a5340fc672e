import type { FeedGameJson } from '@sportsbook/core/api/feed-responses/feed-game.schema';
import type { FeedOutcomeJson } from '@sportsbook/core/api/feed-responses/feed-outcome.schema';
import { GROUP } from '@sportsbook/core/pricing/market-codes';
import { PHASE, type FeedGame, type FeedMarket, type FeedSubGame } from '../feed-model';
import { nameIn, type FeedLanguage } from './feed-language';
import type { FormatContext } from './format-context';
import { formatGameHead } from './game-head.format';
import {
  formatGroupEvents,
  formatMarketCategories,
  formatParticipants,
  formatSubGames,
} from './game-page.format';
import { byLineThenType, groupOutcomes, mainOutcomes, type OutcomeGroup } from './market-lines';
import { categoryOf } from './market-categories';
import { byPrice, formatOutcome, type OutcomeStyle } from './outcome.format';
import { formatScore } from './score.format';

/**
 * E of a list: match result or winner, double chance, main handicap and total, team totals, both to score,
 * and an outright's winner market.
 */
const MAIN_GROUPS: readonly number[] = [
  GROUP.result,
  GROUP.doubleChance,
  GROUP.handicap,
  GROUP.total,
  GROUP.homeTotal,
  GROUP.awayTotal,
  GROUP.bothScore,
  GROUP.outrightWinner,
];
/** The Asian view: handicap and total first, with the result. */
export const ASIA_GROUPS: readonly number[] = [GROUP.handicap, GROUP.total, GROUP.result];

/** Which parts of the game object a call shows. */
export interface GameLayout {
  /** E: the main outcomes (lists), the Asian main lines, every outcome (GetGameZip), or none. */
  readonly E: 'main' | 'asia' | 'all' | 'none';
  /** GE grouped events (GroupEvents=true); with it E is left out. */
  readonly GE?: boolean;
  readonly SG?: boolean;
  readonly MEC?: boolean;
  /** Only the markets of this category (MEC's MT); 0 or absent for all. */
  readonly marketType?: number;
  /** The Asian view: handicap and total groups first in GE. */
  readonly asia?: boolean;
}

function countOutcomes(markets: readonly FeedMarket[]): number {
  return markets.reduce((sum, market) => sum + market.outcomes.length, 0);
}

function outcomesPart(groups: readonly OutcomeGroup[], layout: GameLayout, style: OutcomeStyle) {
  if (layout.E === 'none' || layout.GE) return {};
  const chosen =
    layout.E === 'all'
      ? groups
      : (layout.E === 'asia' ? ASIA_GROUPS : MAIN_GROUPS).flatMap((G) => groups.filter((g) => g.G === G));
  const E: FeedOutcomeJson[] = chosen
    .flatMap((group) =>
      (layout.E === 'all' ? group.outcomes : mainOutcomes(group)).map((o) => formatOutcome(o, group, style)),
    )
    .sort(byPrice);
  const AE = chosen
    .filter((group) => group.lines.length > 1)
    .map((group) => ({
      G: group.G,
      ME: [...group.outcomes].sort(byLineThenType).map((o) => formatOutcome(o, group, style)),
    }));
  return { E, ...(AE.length > 0 && { AE }) };
}

/** MIS and MIO, in `lng` where the value is words the engine named in every language. */
function infoPart(game: FeedGame, lng: FeedLanguage) {
  const info = (key: number): string | undefined => {
    const names = game.infoNames?.[key];
    return names ? nameIn(names, lng) : game.info[key];
  };
  const entries = Object.keys(game.info)
    .map((key) => ({ K: Number(key), V: info(Number(key))! }))
    .sort((a, b) => a.K - b.K);
  const place = [info(2), info(7)].filter(Boolean).join(', ');
  const stage = info(1);
  const MIO = { ...(stage && { TSt: stage }), ...(place && { Loc: place }) };
  return { ...(entries.length > 0 && { MIS: entries }), ...(Object.keys(MIO).length > 0 && { MIO }) };
}

/**
 * The game object of spec/linefeed-format.md. A sub-game, when given, is shown as a game of its own: the
 * parent's teams and championship with the sub-game's id, title and markets.
 */
export function formatGame(
  game: FeedGame,
  ctx: FormatContext,
  layout: GameLayout,
  sub?: FeedSubGame,
): FeedGameJson {
  const markets = sub ? sub.markets : game.markets;
  const style: OutcomeStyle = { odds: ctx.odds, gameBlocked: game.phase !== PHASE.accepting };
  const type = layout.marketType ?? 0;
  const groups = groupOutcomes(markets).filter((group) => type === 0 || categoryOf(group.G) === type);
  const title = sub && nameIn(sub.title, ctx.lng);
  return {
    ...formatGameHead(game, ctx),
    ...(sub && { I: sub.id, CI: sub.id, ...(sub.period ? { PN: title } : { TG: title }) }),
    ...outcomesPart(groups, layout, style),
    EC: sub
      ? countOutcomes(markets)
      : countOutcomes(markets) + game.subGames.reduce((n, s) => n + countOutcomes(s.markets), 0),
    ...(game.score && (game.live || game.finished) && { SC: formatScore(game.score, ctx.lng) }),
    ...infoPart(game, ctx.lng),
    ...(!game.live && !game.finished && game.winProbabilities && { WP: { ...game.winProbabilities } }),
    ...(layout.SG && !sub && { SG: formatSubGames(game.subGames, ctx.lng) }),
    ...(layout.GE && { GE: formatGroupEvents(groups, style, layout.asia ?? false) }),
    ...(layout.MEC && { MEC: formatMarketCategories(groupOutcomes(markets), ctx.lng) }),
    ...(game.participants && { PA: formatParticipants(game.participants, ctx) }),
  };
}
