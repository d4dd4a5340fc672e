import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '@sportsbook/core/random/seeded-random';
import { generateHistory, roundRobin, PAST_SEASONS } from './season-history';
import { samplePastScore } from './past-score';
import { sportProfile } from './sport-profiles';

const WEEK_MS = 7 * 24 * 3600 * 1000;

describe('round-robin', () => {
  it('meets every pair twice, once at each home, and plays each side at most once a round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 21 }), (n) => {
        const teams = Array.from({ length: n }, (_, i) => 1000 + i);
        const rounds = roundRobin(teams);
        const fixtures = rounds.flat().map(([h, a]) => `${h}-${a}`);
        expect(new Set(fixtures).size).toBe(n * (n - 1));
        for (const round of rounds) {
          const sides = round.flat();
          expect(new Set(sides).size).toBe(sides.length);
        }
      }),
    );
  });
});

describe('generated history', () => {
  const basis = { champId: 7, anchorMs: Date.UTC(2026, 10, 22), teamIds: [11, 12, 13, 14, 15, 16] };
  const rating = (id: number) => 1400 + (id - 10) * 40;
  const history = (seed: number) =>
    generateHistory(basis, sportProfile(1).score, rating, createSeededRandom(seed).fork('h'));

  it('is the same for the same seed and basis, and another for another seed', () => {
    expect(history(5)).toEqual(history(5));
    expect(history(5)).not.toEqual(history(6));
  });

  it('ends the current season a week before the anchor and keeps earlier seasons complete', () => {
    const games = history(5);
    const current = games.filter((g) => g.season === 0);
    expect(Math.max(...current.map((g) => g.startMs))).toBeLessThan(
      basis.anchorMs - WEEK_MS + 6 * 3600 * 1000,
    );
    for (let season = 1; season <= PAST_SEASONS; season++) {
      expect(games.filter((g) => g.season === season)).toHaveLength(30);
    }
    expect(current.length % 3).toBe(0);
    expect(current.length).toBeLessThan(30);
  });

  it('makes no past for a race or a field of one', () => {
    expect(generateHistory(basis, sportProfile(44).score, rating, createSeededRandom(1))).toEqual([]);
    expect(
      generateHistory({ ...basis, teamIds: [11] }, sportProfile(1).score, rating, createSeededRandom(1)),
    ).toEqual([]);
  });
});

describe('past scores', () => {
  it.each([2, 3, 4, 6, 53])('never ends level in sport %i, which has no draws', (sportId) => {
    const random = createSeededRandom(sportId);
    for (let i = 0; i < 300; i++) {
      const { score } = samplePastScore(sportProfile(sportId).score, { home: 1500, away: 1500 }, random)!;
      expect(score.home).not.toBe(score.away);
    }
  });

  it('plays sets to the majority of best of five', () => {
    const random = createSeededRandom(3);
    for (let i = 0; i < 200; i++) {
      const { score } = samplePastScore(sportProfile(6).score, { home: 1600, away: 1450 }, random)!;
      expect(Math.max(score.home, score.away)).toBe(3);
    }
  });

  it('lets the stronger football side win more often, and splits goals over the halves', () => {
    const random = createSeededRandom(9);
    let strongerWins = 0;
    let weakerWins = 0;
    for (let i = 0; i < 2000; i++) {
      const { score, periods } = samplePastScore(sportProfile(1).score, { home: 1700, away: 1450 }, random)!;
      expect(periods.reduce((sum, p) => sum + p.home, 0)).toBe(score.home);
      if (score.home > score.away) strongerWins += 1;
      if (score.home < score.away) weakerWins += 1;
    }
    expect(strongerWins).toBeGreaterThan(2.5 * weakerWins);
  });
});
