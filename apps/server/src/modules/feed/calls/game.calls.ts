import { formatGame, type GameLayout } from '../format/game.format';
import { implementFeedCall, type FeedCallDeps, type FeedRoute } from './feed-call';
import { formatOptions, requiredId } from './feed-options';
import { findGame } from './find-game';

type GameCall = 'game' | 'asiaGame' | 'gameEvents' | 'gameInfo';

/**
 * One game (GetGameZip and its kin): every outcome in E, or grouped in GE with GroupEvents=true (the default
 * of gameEvents); SG with isSubGames=true; MEC tabs; gameInfo is the header alone. A sub-game id answers that
 * sub-game as a game. The game is found whichever feed it is in now, so a link from line still works live.
 */
export function implementGameCall(deps: FeedCallDeps, route: FeedRoute, call: GameCall): void {
  implementFeedCall(
    deps,
    route,
    (query) => ({
      ...formatOptions(query),
      id: requiredId('id', query.id, query.gameId),
      subGames: query.isSubGames ?? false,
      groupEvents: query.GroupEvents ?? call === 'gameEvents',
      marketType: query.marketType ?? 0,
    }),
    (view, options) => {
      const { game, sub } = findGame(view, options.id);
      const layout: GameLayout =
        call === 'gameInfo'
          ? { E: 'none' }
          : {
              E: options.groupEvents ? 'none' : 'all',
              GE: options.groupEvents,
              SG: options.subGames,
              MEC: true,
              marketType: options.marketType,
              asia: call === 'asiaGame',
            };
      return JSON.stringify(formatGame(game, deps.formatter.context(view, options), layout, sub));
    },
  );
}
