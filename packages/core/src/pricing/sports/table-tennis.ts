import { defineSport } from '../core/sport';
import { other } from '../distributions/point-race';
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

/** Games to 11 won by two; two serves each in turn, one each from 10:10. */
const tableTennisRules = (setsToWin: number): RallyRules => ({
  setsToWin,
  target: 11,
  decidingTarget: 11,
  serve: (first) => (a, b) => {
    const n = a + b;
    const turn = n < 20 ? (n >> 1) % 2 : n % 2;
    return turn === 0 ? first : other(first);
  },
});

/** Serve-point probabilities from ratings: a server wins about 55% of points; 100 rating points move them 4 apart. */
export function tableTennisServeProbabilities(ratings: Ratings): [number, number] {
  return rallyServeProbabilities(ratings, 0.55, 0.04);
}

const tableTennisSport = (setsToWin: number) =>
  defineSport(
    setSportCatalogue({
      setsToWin,
      setLines: fixedLines(setsToWin === 3 ? [-2.5, -1.5, 1.5, 2.5] : [-3.5, -2.5, -1.5, 1.5, 2.5, 3.5]),
      totalSetLines: fixedLines(setsToWin === 3 ? [3.5, 4.5] : [4.5, 5.5, 6.5]),
      units: {
        total: lineLadder({ step: 1, count: 4 }),
        margin: lineLadder({ step: 1, count: 4, handicap: true }),
      },
      perSet: {
        total: lineLadder({ step: 1, count: 2 }),
        margin: lineLadder({ step: 1, count: 2, handicap: true }),
      },
    }),
    (input: RallyInput) => rallyModel(tableTennisRules(setsToWin), input),
    (input: RallyInput, random) => simulateRally(tableTennisRules(setsToWin), input, random),
  );

/** Table tennis, best of five or seven games: the markets of volleyball, in games and points. */
export const tableTennis = { 5: tableTennisSport(3), 7: tableTennisSport(4) } as const;
