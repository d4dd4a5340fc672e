import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seriesDistribution, type SetOutcome } from './best-of-series';
import { raceOutcomes, raceWinProbability, type RaceRules } from './point-race';

const winnerServes: RaceRules = { target: 25, serve: (_a, _b, _server, winner) => winner };

describe('point races', () => {
  it('end at a legal score with probabilities summing to 1', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 0.8, noNaN: true }),
        fc.double({ min: 0.2, max: 0.8, noNaN: true }),
        (a, b) => {
          const outcomes = raceOutcomes(winnerServes, [a, b], { a: 0, b: 0, server: 0 });
          expect(outcomes.reduce((s, o) => s + o.p, 0)).toBeCloseTo(1, 12);
          for (const o of outcomes) expect(Math.max(o.a, o.b) >= 25 && Math.abs(o.a - o.b) >= 2).toBe(true);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('are even between equal sides over who serves first (receiving first is an edge when serving loses), and barely depend on how far ties are followed', () => {
    const firstServedBy = (server: 0 | 1) =>
      raceWinProbability(raceOutcomes(winnerServes, [0.4, 0.4], { a: 0, b: 0, server }));
    expect(firstServedBy(1)).toBeGreaterThan(0.5);
    expect((firstServedBy(0) + firstServedBy(1)) / 2).toBeCloseTo(0.5, 12);
    const near = raceWinProbability(
      raceOutcomes({ ...winnerServes, extraTies: 2 }, [0.42, 0.36], { a: 23, b: 23, server: 0 }),
    );
    const far = raceWinProbability(
      raceOutcomes({ ...winnerServes, extraTies: 40 }, [0.42, 0.36], { a: 23, b: 23, server: 0 }),
    );
    expect(Math.abs(near - far)).toBeLessThan(1e-3);
  });

  it('start from a score in play: a side at set point on serve is a strong favourite', () => {
    expect(
      raceWinProbability(raceOutcomes(winnerServes, [0.4, 0.4], { a: 24, b: 20, server: 0 })),
    ).toBeGreaterThan(0.9);
  });
});

describe('best-of series', () => {
  const coin = (p: number): SetOutcome[] => [
    { a: 1, b: 0, p, nextServer: 0 },
    { a: 0, b: 1, p: 1 - p, nextServer: 0 },
  ];

  it('matches the closed form of a best of three, p²(3 − 2p), with the sets scores and totals', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 0.99, noNaN: true }), (p) => {
        const series = seriesDistribution({
          setsToWin: 2,
          setsWon: [0, 0],
          unitsSoFar: { total: 0, margin: 0 },
          maxSetUnits: 1,
          current: coin(p),
          next: () => coin(p),
        });
        const won = series.sets.p.reduce((s, q, i) => (series.sets.x[i] === 2 ? s + q : s), 0);
        expect(won).toBeCloseTo(p * p * (3 - 2 * p), 12);
        const threeSets = series.total.p[series.total.x.indexOf(3)];
        expect(threeSets).toBeCloseTo(2 * p * (1 - p), 12);
      }),
    );
  });

  it('continues from sets already won', () => {
    const series = seriesDistribution({
      setsToWin: 3,
      setsWon: [2, 0],
      unitsSoFar: { total: 2, margin: 2 },
      maxSetUnits: 1,
      current: coin(0.5),
      next: () => coin(0.5),
    });
    const won = series.sets.p.reduce((s, q, i) => (series.sets.x[i] === 3 ? s + q : s), 0);
    expect(won).toBeCloseTo(1 - 0.125, 12);
  });
});
