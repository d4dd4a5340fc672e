import type { Random } from '../../random/seeded-random';
import type { Score } from '../core/game-state';
import { defineSport } from '../core/sport';
import type { SetOutcome } from '../distributions/best-of-series';
import { fixedLines } from '../families/line-ladder';
import { setSportCatalogue } from '../models/set-sport-catalogue';
import { buildSetSportModel, isSeriesOver } from '../models/set-sport-model';
import { simulateSets } from '../models/set-sport-simulation';
import { eloExpectation, type Ratings } from '../ratings';

/** A best-of series of maps (esports) or frames: each won by home with the same probability. */
export interface MapSeriesInput {
  readonly mapWin: number;
  /** Maps played so far, each 1:0 or 0:1. */
  readonly maps?: readonly Score[];
}

/** A map's win chance from ratings, Elo's expectation (maps, not series, are what ratings are fitted on). */
export function mapWinProbability(ratings: Ratings): number {
  return eloExpectation(ratings.home - ratings.away);
}

const mapOutcomes = (mapWin: number): SetOutcome[] => [
  { a: 1, b: 0, p: mapWin, nextServer: 0 },
  { a: 0, b: 1, p: 1 - mapWin, nextServer: 0 },
];

function mapSeries(bestOf: number) {
  const setsToWin = (bestOf + 1) / 2;
  const handicaps: number[] = [];
  for (let h = 1.5; h < setsToWin; h++) handicaps.push(-h, h);
  const totals: number[] = [];
  for (let t = setsToWin + 0.5; t < bestOf; t++) totals.push(t);
  return defineSport(
    setSportCatalogue({
      setsToWin,
      setLines: fixedLines(handicaps.sort((a, b) => a - b)),
      totalSetLines: fixedLines(totals),
    }),
    ({ mapWin, maps = [] }: MapSeriesInput) =>
      buildSetSportModel({
        setsToWin,
        maxSetUnits: 1,
        finished: maps,
        current: isSeriesOver(maps, setsToWin) ? [] : mapOutcomes(mapWin),
        next: () => mapOutcomes(mapWin),
      }),
    ({ mapWin, maps = [] }: MapSeriesInput, random: Random) => {
      const play = (r: Random) => {
        const home = r.next() < mapWin;
        return {
          a: home ? 1 : 0,
          b: home ? 0 : 1,
          nextServer: 0 as const,
          points: [home ? (0 as const) : (1 as const)],
        };
      };
      return simulateSets(setsToWin, maps, play, (_set, _server, r) => play(r), random);
    },
  );
}

/**
 * Esports and other map (frame) series: the winner, maps handicap and total, and the correct maps score;
 * best of 1, 3 or 5.
 */
export const mapSeriesSports = { 1: mapSeries(1), 3: mapSeries(3), 5: mapSeries(5) } as const;
