import type { SetOutcome } from './best-of-series';
import { other, raceOutcomes, raceWinProbability, type RaceRules, type Side } from './point-race';

/** serve[s]: the probability that side s wins a point on its own serve. */
export type ServeProbabilities = readonly [number, number];

export const gameRules = (server: Side): RaceRules => ({ target: 4, serve: () => server });

/** In a tiebreak the first server serves one point, then each serves two in turn. */
export const tiebreakRules = (target: number, first: Side): RaceRules => ({
  target,
  serve: (a, b) => (((a + b + 1) >> 1) % 2 === 0 ? first : other(first)),
});

/** The probability that side 0 wins a game served by `server`, from its current points. */
export function gameWinProbability(serve: ServeProbabilities, server: Side, a = 0, b = 0): number {
  return raceWinProbability(raceOutcomes(gameRules(server), serve, { a, b, server }));
}

/** The probability that side 0 wins a tiebreak to `target` first served by `first`, from its current points. */
export function tiebreakWinProbability(
  serve: ServeProbabilities,
  target: number,
  first: Side,
  points?: { a: number; b: number; server: Side },
): number {
  return raceWinProbability(
    raceOutcomes(tiebreakRules(target, first), serve, points ?? { a: 0, b: 0, server: first }),
  );
}

export interface TennisSetStart {
  /** Games so far. */
  readonly a: number;
  readonly b: number;
  /** Who serves the game in play. */
  readonly server: Side;
  /** Points of the game (or tiebreak) in play; absent at its start. */
  readonly points?: { readonly a: number; readonly b: number };
}

const isSetOver = (a: number, b: number) =>
  (a >= 6 && a - b >= 2) || (b >= 6 && b - a >= 2) || a === 7 || b === 7;

export function isTennisSetOver(games: { home: number; away: number }): boolean {
  return isSetOver(games.home, games.away);
}

/**
 * The final games score of a set by recursion over games: service alternates, each game is won with the
 * server's hold probability (or from its current points), 6:6 goes to a tiebreak served first by the
 * set's first server. nextServer: who serves the next set's first game, the tiebreak counting as a game.
 */
export function tennisSetOutcomes(
  serve: ServeProbabilities,
  tiebreakTarget: number,
  start: TennisSetStart,
): SetOutcome[] {
  const firstServer = (start.a + start.b) % 2 === 0 ? start.server : other(start.server);
  const serverOf = (games: number): Side => (games % 2 === 0 ? firstServer : other(firstServer));
  const homeWinsGame = [gameWinProbability(serve, 0), gameWinProbability(serve, 1)];
  const state = new Float64Array(64);
  const outcomes: SetOutcome[] = [];
  const end = (a: number, b: number, p: number) => outcomes.push({ a, b, p, nextServer: serverOf(a + b) });
  state[start.a * 8 + start.b] = 1;
  for (let n = start.a + start.b; n <= 12; n++) {
    for (let a = Math.max(0, n - 6); a <= Math.min(n, 6); a++) {
      const b = n - a;
      const q = state[a * 8 + b];
      if (q === 0) continue;
      const inPlay = n === start.a + start.b ? start.points : undefined;
      if (a === 6 && b === 6) {
        const tiebreak = tiebreakWinProbability(
          serve,
          tiebreakTarget,
          firstServer,
          inPlay && { ...inPlay, server: start.server },
        );
        end(7, 6, q * tiebreak);
        end(6, 7, q * (1 - tiebreak));
        continue;
      }
      const server = serverOf(n);
      const homeWins = inPlay ? gameWinProbability(serve, server, inPlay.a, inPlay.b) : homeWinsGame[server];
      for (const [a2, b2, p] of [
        [a + 1, b, q * homeWins],
        [a, b + 1, q * (1 - homeWins)],
      ]) {
        if (isSetOver(a2, b2)) end(a2, b2, p);
        else state[a2 * 8 + b2] += p;
      }
    }
  }
  return outcomes;
}
