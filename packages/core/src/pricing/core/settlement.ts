/** How a selection settles; half-won and half-lost come from Asian quarter lines, which split the stake. */
export type Settlement = 'won' | 'lost' | 'void' | 'half-won' | 'half-lost';

function settleWhole(excess: number): Settlement {
  if (excess > 0) return 'won';
  return excess < 0 ? 'lost' : 'void';
}

const HALVES_SUM: Readonly<Record<Settlement, number>> = {
  won: 1,
  'half-won': 0.5,
  void: 0,
  'half-lost': -0.5,
  lost: -1,
};

/**
 * A bet that `value` ends above `line`. Half lines (x.5) never push, whole lines push (void) on equality,
 * and a quarter line (x.25, x.75) puts half the stake on each neighbouring line: over 2.75 is half on over
 * 2.5 and half on over 3, so exactly 3 goals is half-won.
 */
export function settleAbove(value: number, line: number): Settlement {
  const quarters = Math.round(line * 4);
  if (Math.abs(quarters % 2) !== 1) return settleWhole(value - line);
  const sum =
    HALVES_SUM[settleWhole(value - (quarters - 1) / 4)] + HALVES_SUM[settleWhole(value - (quarters + 1) / 4)];
  if (sum === 2) return 'won';
  if (sum === -2) return 'lost';
  if (sum > 0) return 'half-won';
  return sum < 0 ? 'half-lost' : 'void';
}
