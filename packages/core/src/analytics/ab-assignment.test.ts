import { describe, expect, it } from 'vitest';
import { assignAbTests, pickVariant } from './ab-assignment';
import { abExperimentsSchema, type AbExperiment } from './ab-experiments';

const checkout: AbExperiment = {
  id: 'checkout-v2',
  variants: [
    { name: 'a', weight: 50 },
    { name: 'b', weight: 50 },
  ],
};
const banner: AbExperiment = {
  id: 'banner',
  variants: [
    { name: 'off', weight: 0 },
    { name: 'on', weight: 1 },
  ],
};
const DEVICE = '0f8fad5b-d9cb-469f-a165-70867728950e';

function deviceIds(count: number): string[] {
  return Array.from({ length: count }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
}

describe('assignAbTests', () => {
  it('gives one entry per running experiment, named <experiment>:<variant>', () => {
    const entries = assignAbTests([checkout, banner], DEVICE);
    expect(entries).toHaveLength(2);
    expect(entries[0]!.sid).toMatch(/^checkout-v2:(a|b)$/);
    expect(entries[1]).toEqual({ sid: 'banner:on' });
  });

  it('assigns the same device the same variants every time, whatever its case', () => {
    expect(assignAbTests([checkout], DEVICE)).toEqual(assignAbTests([checkout], DEVICE.toUpperCase()));
  });

  it('splits devices close to the weights', () => {
    const skewed: AbExperiment = {
      id: 'skewed',
      variants: [
        { name: 'a', weight: 80 },
        { name: 'b', weight: 20 },
      ],
    };
    const picks = deviceIds(4000).map((id) => pickVariant(skewed, id));
    const shareA = picks.filter((name) => name === 'a').length / picks.length;
    expect(shareA).toBeGreaterThan(0.76);
    expect(shareA).toBeLessThan(0.84);
  });

  it.each([
    [
      'keeps a stored variant of a running experiment',
      [{ sid: 'checkout-v2:b' }],
      'checkout-v2:b',
      'checkout-v2:a',
    ],
    ['keeps the other stored variant too', [{ sid: 'checkout-v2:a' }], 'checkout-v2:a', 'checkout-v2:b'],
  ])('%s', (_name, state, kept, other) => {
    expect(assignAbTests([checkout], DEVICE, state)).toEqual([{ sid: kept }]);
    expect(assignAbTests([checkout], DEVICE, state)).not.toEqual([{ sid: other }]);
  });

  it('drops ended experiments and unknown or closed variants, and picks afresh for them', () => {
    const fresh = assignAbTests([checkout, banner], DEVICE);
    const state = [{ sid: 'old-test:a' }, { sid: 'checkout-v2:z' }, { sid: 'banner:off' }, { sid: 17 }];
    expect(assignAbTests([checkout, banner], DEVICE, state)).toEqual(fresh);
  });
});

describe('abExperimentsSchema', () => {
  it.each([
    [[checkout, banner], true],
    [[], true],
    [[checkout, checkout], false],
    [[{ id: 'Bad Id', variants: [{ name: 'a', weight: 1 }] }], false],
    [[{ id: 'x', variants: [{ name: 'a', weight: 0 }] }], false],
    [[{ id: 'x', variants: [] }], false],
    [
      [
        {
          id: 'x',
          variants: [
            { name: 'a', weight: 1 },
            { name: 'a', weight: 2 },
          ],
        },
      ],
      false,
    ],
  ])('%j is valid: %s', (list, valid) => {
    expect(abExperimentsSchema.safeParse(list).success).toBe(valid);
  });
});
