import { PHASE, type FeedGame } from '../feed-model';
import type { FeedKind } from '../store/feed-kind';
import type { FeedView } from '../store/feed-view';
import type { ListOptions } from './list-options';

/** Whether a bet can be placed on the game now: it accepts bets and one of its outcomes is open. */
export function hasOpenOutcome(game: FeedGame): boolean {
  return game.phase === PHASE.accepting && game.markets.some((market) => market.outcomes.some((o) => !o.B));
}

/** The ids the filter can start from: the narrowest index, already in the feed's order. */
function candidates(view: FeedView, kind: FeedKind, options: ListOptions): readonly number[] {
  const index = view.index[kind];
  if (options.teamId !== undefined) return index.byTeam.get(options.teamId) ?? [];
  if (options.champs?.length === 1) return index.byChamp.get(options.champs[0]!) ?? [];
  if (options.sports?.length === 1) return index.bySport.get(options.sports[0]!) ?? [];
  return index.ordered;
}

/** Every game of one feed that the options select, in the feed's order (before paging). */
export function selectGames(view: FeedView, kind: FeedKind, options: ListOptions): FeedGame[] {
  const { sports, champs, antisports, games, countryId, top, getEmpty } = options;
  const untilSec =
    kind === 'line' && options.tf !== undefined
      ? ((options.fromMinute ?? 0) * 60_000 + options.tf) / 1000
      : Infinity;
  const result: FeedGame[] = [];
  for (const id of candidates(view, kind, options)) {
    const game = view.games.get(id);
    if (!game || game.startAt > untilSec) continue;
    if (sports && !sports.includes(game.sportId)) continue;
    if (champs && !champs.includes(game.champId)) continue;
    if (antisports?.includes(game.sportId)) continue;
    if (games && !games.includes(game.id)) continue;
    if (countryId !== undefined && view.world.champs.get(game.champId)?.countryId !== countryId) continue;
    if (top && !game.top) continue;
    if (!getEmpty && !hasOpenOutcome(game)) continue;
    result.push(game);
  }
  return result;
}

export function pageOf<T>(items: readonly T[], options: Pick<ListOptions, 'count' | 'page'>): T[] {
  const start = (options.page - 1) * options.count;
  return items.slice(start, start + options.count);
}
