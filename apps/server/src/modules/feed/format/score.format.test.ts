import { describe, expect, it } from 'vitest';
import { formatScore, scorePair } from './score.format';

const names = (en: string) => ({ en, ru: en, ar: en });

describe('score block', () => {
  it.each([
    [0, 0, {}],
    [0, 1, { S2: 1 }],
    [2, 0, { S1: 2 }],
    [3, 2, { S1: 3, S2: 2 }],
  ])('%i:%i is written %j', (home, away, expected) => {
    expect(scorePair({ home, away })).toEqual(expected);
  });

  it('writes periods, the clock and statistics as text', () => {
    const sc = formatScore(
      {
        total: { home: 0, away: 1 },
        periods: [{ home: 0, away: 1, name: names('1st half') }],
        currentPeriod: 1,
        currentPeriodName: names('1st half'),
        elapsedSec: 1500.7,
        status: names('25 minutes'),
        stats: { 70: { home: 3, away: 0 }, 29: { home: 48, away: 52 } },
      },
      'en',
    );
    expect(sc).toEqual({
      FS: { S2: 1 },
      PS: [{ Key: 1, Value: { S2: 1, NF: '1st half' } }],
      CP: 1,
      CPS: '1st half',
      TS: 1500,
      SLS: '25 minutes',
      ST: [
        {
          Key: 0,
          Value: [
            { ID: 29, S1: '48', S2: '52', N: 'Possession %' },
            { ID: 70, S1: '3', S2: '0', N: 'Corners' },
          ],
        },
      ],
    });
  });
});
