import { defineSport } from '../core/sport';
import { fixedLines, lineLadder } from '../families/line-ladder';
import {
  rallyModel,
  rallyServeProbabilities,
  simulateRally,
  type RallyInput,
  type RallyRules,
} from '../models/rally-sport';
import { setSportCatalogue } from '../models/set-sport-catalogue';
import type { Ratings } from '../ratings';

/** Rally scoring: sets to 25 (the fifth to 15) won by two, best of five; the rally's winner serves next. */
const VOLLEYBALL_RULES: RallyRules = {
  setsToWin: 3,
  target: 25,
  decidingTarget: 15,
  serve: () => (_a, _b, _server, winner) => winner,
};

/**
 * Rally-on-serve probabilities from ratings: a serving side wins about 38% of rallies (side-out about 62%),
 * and 100 rating points of lead move the two 2.5 points apart (a 100-point favourite wins about 64%).
 */
export function volleyballServeProbabilities(ratings: Ratings): [number, number] {
  return rallyServeProbabilities(ratings, 0.38, 0.025);
}

/** Match winner, sets handicap and total, sets correct score, total points and points handicap, odd/even
 * points, and for the set in play its winner, total points and points handicap. */
export const volleyball = defineSport(
  setSportCatalogue({
    setsToWin: 3,
    setLines: fixedLines([-2.5, -1.5, 1.5, 2.5]),
    totalSetLines: fixedLines([3.5, 4.5]),
    units: {
      total: lineLadder({ step: 2, count: 4 }),
      margin: lineLadder({ step: 1, count: 4, handicap: true }),
    },
    perSet: {
      total: lineLadder({ step: 1, count: 3 }),
      margin: lineLadder({ step: 1, count: 3, handicap: true }),
    },
  }),
  (input: RallyInput) => rallyModel(VOLLEYBALL_RULES, input),
  (input: RallyInput, random) => simulateRally(VOLLEYBALL_RULES, input, random),
);
