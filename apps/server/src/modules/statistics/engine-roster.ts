import { POSITION as P, type PositionId } from '@sportsbook/core/api/feed-responses/statistics-positions';
import type { WorldPlayer } from '../trading/world/world.types';
import type { RosterPlayer } from './squad-generator';

/** The engine's position codes; a code means different things in different sports (G, P, C). */
const COMMON: Readonly<Record<string, PositionId>> = {
  GK: P.goalkeeper,
  DF: P.defender,
  MF: P.midfielder,
  FW: P.forward,
  player: P.player,
};

const BY_SPORT: Readonly<Record<number, Readonly<Record<string, PositionId>>>> = {
  2: { G: P.goalkeeper, D: P.defender, F: P.forward },
  3: { G: P.guard, F: P.basketForward, C: P.centre },
  5: { P: P.pitcher, C: P.catcher, IF: P.infielder, OF: P.outfielder },
  6: { S: P.setter, OH: P.attacker, OP: P.attacker, MB: P.middleBlocker, L: P.libero },
  7: { FW: P.forward, BK: P.rugbyBack },
  8: { GK: P.goalkeeper, W: P.wing, B: P.back, P: P.pivot },
  13: {
    QB: P.quarterback,
    RB: P.offence,
    WR: P.offence,
    TE: P.offence,
    OL: P.offence,
    DL: P.defence,
    LB: P.defence,
  },
  66: { BAT: P.batsman, BOWL: P.bowler, AR: P.allRounder, WK: P.wicketKeeper },
};

/** The engine's squad as the statistics calls show it, in the engine's order. */
export function engineRoster(players: readonly WorldPlayer[], sportId: number): RosterPlayer[] {
  const codes = BY_SPORT[sportId] ?? COMMON;
  return players.map((player) => ({
    names: player.names,
    number: player.number,
    position: codes[player.position] ?? COMMON[player.position] ?? P.player,
    countryId: player.countryId,
    rating: player.rating,
  }));
}
