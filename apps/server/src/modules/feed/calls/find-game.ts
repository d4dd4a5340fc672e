import { PlatformError } from '../../../platform/http/platform-envelope';
import type { FeedGame, FeedSubGame } from '../feed-model';
import type { FeedView } from '../store/feed-view';

/** spec/linefeed-format.md: an unknown game id answers HTTP 200 with ErrorCode 141. */
export const GAME_NOT_FOUND = 141;

export function notFound(what: string): PlatformError {
  return new PlatformError(GAME_NOT_FOUND, `${what} is not found in Sports`);
}

/** A game by id, or the game a sub-game id belongs to with that sub-game; line, live or finished. */
export function findGame(view: FeedView, id: number): { game: FeedGame; sub?: FeedSubGame } {
  const game = view.games.get(id);
  if (game) return { game };
  const parent = view.games.get(view.index.parentOf.get(id) ?? 0);
  const sub = parent?.subGames.find((candidate) => candidate.id === id);
  if (parent && sub) return { game: parent, sub };
  throw notFound('Game');
}
