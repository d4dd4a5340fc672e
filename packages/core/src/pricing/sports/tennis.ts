import type { Random } from '../../random/seeded-random';
import { defineSport } from '../core/sport';
import { lineLadder, fixedLines } from '../families/line-ladder';
import { setSportCatalogue, type SetSportLines } from '../models/set-sport-catalogue';
import { simulateSets, type SimulatedSetMatch } from '../models/set-sport-simulation';
import {
  playTennisSet,
  tennisModel,
  tennisSetStart,
  tennisTiebreakTarget,
  type TennisInput,
} from './tennis.model';

/** Set correct scores in games: 6:0 ... 6:4, 7:5, 7:6 and the reverse. */
const SET_SCORES = [0, 1, 2, 3, 4, 5, 6].flatMap((lost) => {
  const winner = lost < 5 ? 6 : 7;
  return [
    { home: winner, away: lost },
    { home: lost, away: winner },
  ];
});

const lines = (setsToWin: number): SetSportLines => ({
  setsToWin,
  setLines: fixedLines(setsToWin === 2 ? [-1.5, 1.5] : [-2.5, -1.5, 1.5, 2.5]),
  totalSetLines: fixedLines(setsToWin === 2 ? [2.5] : [3.5, 4.5]),
  units: {
    total: lineLadder({ step: 0.5, count: 6 }),
    margin: lineLadder({ step: 0.5, count: 6, handicap: true }),
  },
  perSet: {
    total: lineLadder({ step: 1, count: 2 }),
    margin: lineLadder({ step: 1, count: 2, handicap: true }),
    scores: SET_SCORES,
  },
});

/** Tennis: match winner, sets handicap and total, sets correct score, total games and games handicap, odd/even
 * games, and for the set in play its winner, total games, games handicap and correct score. */
export const tennis = {
  3: defineSport(setSportCatalogue(lines(2)), tennisModel, simulateTennis),
  5: defineSport(setSportCatalogue(lines(3)), tennisModel, simulateTennis),
} as const;

/** Plays the rest of the match point by point from the model that prices it. */
function simulateTennis(input: TennisInput, random: Random): SimulatedSetMatch {
  const { serve, bestOf } = input;
  const setsToWin = (bestOf + 1) / 2;
  const { finished, start } = tennisSetStart(input);
  const firstServer = start?.server ?? (random.next() < 0.5 ? 0 : 1);
  const current = (r: Random) =>
    playTennisSet(
      serve,
      tennisTiebreakTarget(bestOf, finished.length),
      start ?? { a: 0, b: 0, server: firstServer },
      r,
    );
  const fresh = (setIndex: number, first: 0 | 1, r: Random) =>
    playTennisSet(serve, tennisTiebreakTarget(bestOf, setIndex), { a: 0, b: 0, server: first }, r);
  return simulateSets(setsToWin, finished, current, fresh, random);
}
