import type { FeedKind, GameHead } from '../model/feed-types';
import { gameName } from '../model/game-names';
import type { OddsGame } from './odds-button';

/** The coupon's view of a game, for the odds buttons of a row or page. */
export function oddsGameOf(game: GameHead, kind: FeedKind, mainId = game.I): OddsGame {
  return { id: game.I, mainId, kind, name: gameName(game), champ: game.L, PH: game.PH };
}
