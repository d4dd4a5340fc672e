import { describe, expect, it } from 'vitest';
import type { FeedMarket } from '../feed-model';
import { groupOutcomes, lineOf, mainOutcomes } from './market-lines';

const handicap = (line: number, home: number, away: number, ce?: 1): FeedMarket => ({
  key: `2:${line}`,
  G: 2,
  outcomes: [
    { G: 2, T: 7, P: line, C: home, ...(ce && { CE: ce }) },
    { G: 2, T: 8, P: -line, C: away, ...(ce && { CE: ce }) },
  ],
});

describe('market lines', () => {
  it('reads the away side of a handicap on the home side line', () => {
    expect(lineOf({ G: 2, T: 8, P: 1.5, C: 1900 })).toBe(-1.5);
    expect(lineOf({ G: 17, T: 10, P: 2.5, C: 1900 })).toBe(2.5);
  });

  it('takes the main line the engine flagged', () => {
    const [group] = groupOutcomes([
      handicap(-1.5, 2600, 1500),
      handicap(-0.5, 1900, 1900),
      handicap(0.5, 1400, 2800, 1),
    ]);
    expect(group!.lines).toEqual([-1.5, -0.5, 0.5]);
    expect(group!.main).toBe(0.5);
    expect(mainOutcomes(group!).map((o) => o.T)).toEqual([7, 8]);
  });

  it('without a flag takes the most even line', () => {
    const [group] = groupOutcomes([
      handicap(-1.5, 2600, 1500),
      handicap(-0.5, 1950, 1850),
      handicap(0.5, 1400, 2800),
    ]);
    expect(group!.main).toBe(-0.5);
  });

  it('keeps groups without alternative lines whole', () => {
    const correctScore: FeedMarket = {
      key: '136',
      G: 136,
      outcomes: [
        { G: 136, T: 731, C: 9000 },
        { G: 136, T: 731, P: 1.001, C: 7000 },
      ],
    };
    const [group] = groupOutcomes([correctScore]);
    expect(group!.lines).toEqual([]);
    expect(mainOutcomes(group!)).toHaveLength(2);
  });
});
