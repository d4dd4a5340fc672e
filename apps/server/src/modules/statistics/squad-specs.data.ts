import { POSITION as P, type PositionId } from '@sportsbook/core/api/feed-responses/statistics-positions';

type Lines = readonly (readonly [PositionId, number])[];

/** A team sport's squad: who is on the books, and the ways a team fields its starters (one per team, for good). */
export interface SquadSpec {
  readonly roster: Lines;
  readonly formations: readonly { readonly label?: string; readonly starters: Lines }[];
  /** Height range of its players in cm. */
  readonly height: readonly [number, number];
}

export const FOOTBALL_SQUAD: SquadSpec = {
  roster: [
    [P.goalkeeper, 2],
    [P.defender, 6],
    [P.midfielder, 6],
    [P.forward, 4],
  ],
  formations: [
    [4, 4, 2],
    [4, 3, 3],
    [3, 5, 2],
    [4, 5, 1],
  ].map(([d, m, f]) => ({
    label: `${d}-${m}-${f}`,
    starters: [
      [P.goalkeeper, 1],
      [P.defender, d!],
      [P.midfielder, m!],
      [P.forward, f!],
    ] as const,
  })),
  height: [168, 196],
};

function squad(roster: Lines, starters: Lines, height: readonly [number, number]): SquadSpec {
  return { roster, formations: [{ starters }], height };
}

export const SQUADS = {
  hockey: squad(
    [
      [P.goalkeeper, 2],
      [P.defender, 7],
      [P.forward, 13],
    ],
    [
      [P.goalkeeper, 1],
      [P.defender, 6],
      [P.forward, 12],
    ],
    [175, 198],
  ),
  basketball: squad(
    [
      [P.guard, 4],
      [P.basketForward, 5],
      [P.centre, 3],
    ],
    [
      [P.guard, 2],
      [P.basketForward, 2],
      [P.centre, 1],
    ],
    [183, 221],
  ),
  volleyball: squad(
    [
      [P.setter, 3],
      [P.attacker, 6],
      [P.middleBlocker, 3],
      [P.libero, 2],
    ],
    [
      [P.setter, 1],
      [P.attacker, 3],
      [P.middleBlocker, 2],
      [P.libero, 1],
    ],
    [180, 212],
  ),
  handball: squad(
    [
      [P.goalkeeper, 2],
      [P.wing, 5],
      [P.back, 6],
      [P.pivot, 3],
    ],
    [
      [P.goalkeeper, 1],
      [P.wing, 2],
      [P.back, 3],
      [P.pivot, 1],
    ],
    [176, 202],
  ),
  americanFootball: squad(
    [
      [P.quarterback, 2],
      [P.offence, 11],
      [P.defence, 11],
    ],
    [
      [P.quarterback, 1],
      [P.offence, 10],
      [P.defence, 11],
    ],
    [175, 203],
  ),
  baseball: squad(
    [
      [P.pitcher, 5],
      [P.catcher, 2],
      [P.infielder, 5],
      [P.outfielder, 3],
    ],
    [
      [P.pitcher, 1],
      [P.catcher, 1],
      [P.infielder, 4],
      [P.outfielder, 3],
    ],
    [172, 200],
  ),
  rugby: squad(
    [
      [P.forward, 13],
      [P.rugbyBack, 10],
    ],
    [
      [P.forward, 8],
      [P.rugbyBack, 7],
    ],
    [172, 200],
  ),
  cricket: squad(
    [
      [P.batsman, 6],
      [P.bowler, 5],
      [P.allRounder, 2],
      [P.wicketKeeper, 2],
    ],
    [
      [P.batsman, 5],
      [P.bowler, 4],
      [P.allRounder, 1],
      [P.wicketKeeper, 1],
    ],
    [165, 195],
  ),
  // As the engine's futsal squads: no midfield line.
  futsal: squad(
    [
      [P.goalkeeper, 2],
      [P.defender, 4],
      [P.forward, 6],
    ],
    [
      [P.goalkeeper, 1],
      [P.defender, 2],
      [P.forward, 2],
    ],
    [165, 192],
  ),
  esports: squad([[P.player, 6]], [[P.player, 5]], [160, 195]),
  fieldSport: squad(
    [
      [P.goalkeeper, 2],
      [P.defender, 8],
      [P.midfielder, 6],
      [P.forward, 6],
    ],
    [
      [P.goalkeeper, 1],
      [P.defender, 6],
      [P.midfielder, 3],
      [P.forward, 6],
    ],
    [170, 198],
  ),
  lacrosse: squad(
    [
      [P.goalkeeper, 2],
      [P.defender, 4],
      [P.midfielder, 4],
      [P.forward, 4],
    ],
    [
      [P.goalkeeper, 1],
      [P.defender, 3],
      [P.midfielder, 3],
      [P.forward, 3],
    ],
    [170, 198],
  ),
} as const;
