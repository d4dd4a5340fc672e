import fc from 'fast-check';
import { createSeededRandom } from '@sportsbook/core/random/seeded-random';
import { describe, expect, it } from 'vitest';
import { chancesAt, drawPath, DUEL_STEPS, latentOf, winnerOf } from './duel.model';

const chances = fc
  .tuple(fc.double({ min: 0.05, max: 0.9, noNaN: true }), fc.double({ min: 0, max: 0.4, noNaN: true }))
  .filter(([home, draw]) => home + draw < 0.95)
  .map(([home, draw]) => ({ home, draw, away: 1 - home - draw }));

describe('the duel latent', () => {
  it('starts from the pre-match chances, draws included', () => {
    fc.assert(
      fc.property(chances, (c) => {
        const at = chancesAt(latentOf(c), 0, 0);
        expect(at.home).toBeCloseTo(c.home, 6);
        expect(at.away).toBeCloseTo(c.away, 6);
        expect(at.draw).toBeCloseTo(c.draw, 6);
      }),
    );
  });

  it('ends where its path ends: the winner is certain at the last step', () => {
    const latent = latentOf({ home: 0.6, draw: 0, away: 0.4 });
    const final = chancesAt(latent, 0.3, 1);
    expect(final).toEqual({ home: 1, away: 0, draw: 0 });
  });

  it('draws paths whose winners come as often as the chances say, and whose chances in play are calibrated', () => {
    const latent = latentOf({ home: 0.35, draw: 0.3, away: 0.35 });
    const random = createSeededRandom('duel');
    let homeWins = 0;
    let predicted = 0;
    const runs = 4000;
    for (let i = 0; i < runs; i++) {
      const path = drawPath(latent, 0, 0, random);
      if (winnerOf(latent, path[DUEL_STEPS - 1]) === 'home') homeWins++;
      predicted += chancesAt(latent, path[DUEL_STEPS / 2 - 1], 0.5).home;
    }
    expect(Math.abs(homeWins / runs - 0.35)).toBeLessThan(0.025);
    expect(Math.abs(predicted / runs - homeWins / runs)).toBeLessThan(0.025);
  });
});
