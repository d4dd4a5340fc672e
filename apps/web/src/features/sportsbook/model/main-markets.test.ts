import { describe, expect, it } from 'vitest';
import { outcome } from '../testing/feed-fixtures';
import { mainLine, mainMarkets, offersDraw } from './main-markets';

describe('the columns of an event row', () => {
  it('takes 1 X 2 from the result market and leaves the draw empty where there is none', () => {
    const markets = mainMarkets([outcome(1, 1, 1.5), outcome(1, 3, 2.6)]);
    expect(markets.result.map((o) => o?.C)).toEqual([1.5, undefined, 2.6]);
    expect(offersDraw([{ E: [outcome(1, 1, 1.5), outcome(1, 3, 2.6)] }])).toBe(false);
    expect(offersDraw([{ E: [outcome(1, 2, 3.1)] }])).toBe(true);
  });

  it('shows the total line the feed flags main', () => {
    const pair = mainLine(
      [
        outcome(17, 9, 1.3, { P: 1.5 }),
        outcome(17, 10, 3.4, { P: 1.5 }),
        outcome(17, 9, 2.2, { P: 3.5, CE: 1 }),
        outcome(17, 10, 1.7, { P: 3.5, CE: 1 }),
      ],
      17,
      9,
      10,
    );
    expect([pair?.first.P, pair?.second.P]).toEqual([3.5, 3.5]);
  });

  it('without a flag, the most balanced line; handicap sides pair by opposite lines', () => {
    const pair = mainLine(
      [
        outcome(2, 7, 1.2, { P: 1.5 }),
        outcome(2, 8, 4.1, { P: -1.5 }),
        outcome(2, 7, 1.95, { P: -0.5 }),
        outcome(2, 8, 1.88, { P: 0.5 }),
        outcome(2, 8, 1.9, { P: -0.5 }),
      ],
      2,
      7,
      8,
    );
    expect([pair?.first.P, pair?.second.P, pair?.second.C]).toEqual([-0.5, 0.5, 1.88]);
  });
});
