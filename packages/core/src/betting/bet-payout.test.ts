import { describe, expect, it } from 'vitest';
import type { BetShape } from './bet-kind';
import { betMultiplier, isDecided } from './bet-payout';
import { scaleDown } from './exact';
import type { LegResult, PricedLeg } from './leg-result';

const leg = (price: number, result: LegResult | null = 'won'): PricedLeg => ({ price, result });
const pays = (shape: BetShape, stakeMinor: bigint, legs: PricedLeg[]) =>
  scaleDown(stakeMinor, betMultiplier(shape, legs));

const single: BetShape = { kind: 'single' };
const express: BetShape = { kind: 'express' };
const system = (size: number): BetShape => ({ kind: 'system', size });
const anti: BetShape = { kind: 'anti', marginPercent: 15 };

// The examples of docs/BETTING.md, number for number (amounts in cents).
describe('what a bet pays (docs/BETTING.md)', () => {
  it.each<[string, BetShape, bigint, PricedLeg[], bigint]>([
    ['single 10.00 at 1.85', single, 1000n, [leg(1850)], 1850n],
    ['express 1.50 x 2.00 x 1.80', express, 1000n, [leg(1500), leg(2000), leg(1800)], 5400n],
    ['express 1.333 x 1.777 rounded down once', express, 1000n, [leg(1333), leg(1777)], 2368n],
    [
      'express won, void, half-won',
      express,
      1000n,
      [leg(1800), leg(2100, 'void'), leg(1950, 'half-won')],
      2655n,
    ],
    ['express with a lost leg', express, 1000n, [leg(1800), leg(2100, 'lost'), leg(1950, null)], 0n],
    ['system 2/3 all won', system(2), 3000n, [leg(1500), leg(2000), leg(2500)], 11750n],
    ['system 2/3 one lost', system(2), 3000n, [leg(1500), leg(2000), leg(2500, 'lost')], 3000n],
    [
      'system 3/4 with a void leg',
      system(3),
      4000n,
      [leg(1500), leg(2000), leg(2500), leg(3000, 'void')],
      19250n,
    ],
    [
      'system 3/4 with a half-won leg',
      system(3),
      4000n,
      [leg(1500), leg(2000), leg(2500), leg(3000, 'half-won')],
      31000n,
    ],
    [
      'system 3/4 with a half-won leg and a lost one',
      system(3),
      4000n,
      [leg(1500, 'lost'), leg(2000), leg(2500), leg(3000, 'half-won')],
      10000n,
    ],
    [
      'system 3/4 with a half-lost leg',
      system(3),
      4000n,
      [leg(1500), leg(2000), leg(2500), leg(3000, 'half-lost')],
      13375n,
    ],
    ['anti-express, a leg lost', anti, 1000n, [leg(1500), leg(2000, 'lost')], 1425n],
    ['anti-express, both won', anti, 1000n, [leg(1500), leg(2000)], 0n],
    ['anti-express, void and lost', anti, 1000n, [leg(1500, 'void'), leg(2000, 'lost')], 1850n],
    ['anti-express, both void', anti, 1000n, [leg(1500, 'void'), leg(2000, 'void')], 1000n],
    ['anti-express, won and half-lost', anti, 1000n, [leg(1500), leg(2000, 'half-lost')], 712n],
    ['anti-express, half-won and void', anti, 1000n, [leg(1500, 'half-won'), leg(2000, 'void')], 500n],
  ])('%s', (_name, shape, stake, legs, expected) => {
    expect(pays(shape, stake, legs)).toBe(expected);
  });
});

describe('when a bet is decided', () => {
  it.each<[string, BetShape, PricedLeg[], boolean]>([
    ['an express at its first lost leg', express, [leg(1500, 'lost'), leg(2000, null)], true],
    ['an express with a leg open', express, [leg(1500), leg(2000, null)], false],
    ['a system 2/3 with one lost', system(2), [leg(1500, 'lost'), leg(2000, null), leg(2500, null)], false],
    ['a system 2/3 with two lost', system(2), [leg(1500, 'lost'), leg(2000, 'lost'), leg(2500, null)], true],
    ['an anti-express with a lost leg and one open', anti, [leg(1500, 'lost'), leg(2000, null)], false],
    ['an anti-express all settled', anti, [leg(1500, 'lost'), leg(2000, 'won')], true],
  ])('%s: %s', (_name, shape, legs, decided) => {
    expect(isDecided(shape, legs)).toBe(decided);
  });
});
