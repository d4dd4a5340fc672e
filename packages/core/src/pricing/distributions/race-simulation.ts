import type { Random } from '../../random/seeded-random';
import { other, type RaceRules, type RaceStart, type Side } from './point-race';

export interface PlayedRace {
  readonly a: number;
  readonly b: number;
  /** Who won each point, in order. */
  readonly points: readonly Side[];
}

/** Plays a race point by point under the same rules the pricing recursion uses. */
export function simulateRace(
  rules: RaceRules,
  win: readonly [number, number],
  start: RaceStart,
  random: Random,
): PlayedRace {
  let { a, b, server } = start;
  const points: Side[] = [];
  while (!(Math.max(a, b) >= rules.target && Math.abs(a - b) >= 2)) {
    const winner = random.next() < win[server] ? server : other(server);
    if (winner === 0) a++;
    else b++;
    points.push(winner);
    server = rules.serve(a, b, server, winner);
  }
  return { a, b, points };
}
