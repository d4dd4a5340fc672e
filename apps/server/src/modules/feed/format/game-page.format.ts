import type { FeedEventGroupJson } from '@sportsbook/core/api/feed-responses/feed-outcome.schema';
import { GROUP } from '@sportsbook/core/pricing/market-codes';
import type { FeedParticipant, FeedSubGame } from '../feed-model';
import { nameIn, type FeedLanguage } from './feed-language';
import { NO_NAME, type FormatContext } from './format-context';
import { ALL_MARKETS, categoryOf, MARKET_CATEGORIES, OTHER_MARKETS } from './market-categories';
import { byLineThenType, type OutcomeGroup } from './market-lines';
import { formatOutcome, type OutcomeStyle } from './outcome.format';

/** Where groups sit on the game page; groups not listed follow in G order. */
const PAGE_ORDER: readonly number[] = [
  GROUP.result,
  GROUP.doubleChance,
  GROUP.winnerWithOvertime,
  GROUP.drawNoBet,
  GROUP.handicap,
  GROUP.total,
  GROUP.homeTotal,
  GROUP.awayTotal,
  GROUP.bothScore,
  GROUP.correctScore,
];
const ASIA_PAGE_ORDER: readonly number[] = [GROUP.handicap, GROUP.total, ...PAGE_ORDER];

function pagePlace(order: readonly number[], G: number): number {
  const at = order.indexOf(G);
  return at >= 0 ? at : order.length + G;
}

/**
 * GE of GetGameZip (GroupEvents=true): one column per selection type, so 1X2 is [[T1], [T2], [T3]] and a
 * handicap or total holds the home / over outcomes of every line in column 0 and the away / under ones in 1,
 * row by row on the same line.
 */
export function formatGroupEvents(
  groups: readonly OutcomeGroup[],
  style: OutcomeStyle,
  asiaFirst: boolean,
): FeedEventGroupJson[] {
  const order = asiaFirst ? ASIA_PAGE_ORDER : PAGE_ORDER;
  return [...groups]
    .sort((a, b) => pagePlace(order, a.G) - pagePlace(order, b.G))
    .map((group, i) => {
      const types = [...new Set(group.outcomes.map((o) => o.T))].sort((a, b) => a - b);
      const columns = types.map((T) =>
        group.outcomes
          .filter((o) => o.T === T)
          .sort(byLineThenType)
          .map((o) => formatOutcome(o, group, style)),
      );
      return { G: group.G, GS: i + 1, E: columns };
    });
}

/** MEC: the market tabs that have outcomes, with their counts, "all markets" first. */
export function formatMarketCategories(groups: readonly OutcomeGroup[], lng: FeedLanguage) {
  const counts = new Map<number, number>();
  for (const group of groups) {
    const MT = categoryOf(group.G);
    counts.set(MT, (counts.get(MT) ?? 0) + group.outcomes.length);
  }
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const tabs = [...MARKET_CATEGORIES, OTHER_MARKETS]
    .filter((category) => counts.has(category.MT))
    .map((category) => ({ MT: category.MT, EC: counts.get(category.MT)!, N: nameIn(category.names, lng) }));
  return [{ MT: 0, EC: total, N: nameIn(ALL_MARKETS, lng) }, ...tabs];
}

/** PA: an outright's field with the names of its runners, drivers or parties. */
export function formatParticipants(participants: readonly FeedParticipant[], ctx: FormatContext) {
  return participants.map((participant) => ({
    P: participant.number,
    I: participant.teamId,
    N: nameIn(ctx.view.world.teams.get(participant.teamId)?.names ?? NO_NAME, ctx.lng),
    ...(participant.place && { PL: participant.place }),
  }));
}

/** SG (isSubGames=true): periods carry PN, specials such as corners TG. */
export function formatSubGames(subGames: readonly FeedSubGame[], lng: FeedLanguage) {
  return subGames.map((sub) => {
    const title = nameIn(sub.title, lng);
    return {
      I: sub.id,
      CI: sub.id,
      ...(sub.period ? { PN: title } : { TG: title }),
      EC: sub.markets.reduce((n, market) => n + market.outcomes.length, 0),
    };
  });
}
