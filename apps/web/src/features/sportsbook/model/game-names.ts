import type { GameHead } from './feed-types';

/** "Home – Away", or the title of an event without sides (a race, an election, an outright). */
export function gameName(game: Pick<GameHead, 'O1' | 'O2'>): string {
  return game.O2 ? `${game.O1} – ${game.O2}` : game.O1;
}

/** The period or special a sub-game stands for ("1st half", "Corners"), when the game is one. */
export function subGameTitle(game: Pick<GameHead, 'TG' | 'PN'>): string | undefined {
  return game.PN ?? game.TG;
}
