import type { Ratio } from '../money/ratio';
import {
  ONE,
  ZERO,
  displayThousandths,
  minus,
  over,
  percentRatio,
  plus,
  priceRatio,
  ratio,
  times,
} from './exact';
import type { PricedLeg } from './leg-result';

/**
 * The anti-express price from the express price E and the margin μ: 1 + (1 − μ)/(E − 1), rounded down to a
 * thousandth. E/(E − 1) is the price of "not every leg wins" the leg prices imply; μ is taken off its profit,
 * since those prices carry the bookmaker's margin in the express's favour.
 */
export function antiExpressPrice(expressPrice: Ratio, marginPercent: number): number {
  const profit = minus(expressPrice, ONE);
  if (profit.numerator <= 0n) throw new RangeError('an anti-express needs an express price above 1');
  return displayThousandths(plus(ONE, over(minus(ONE, percentRatio(marginPercent)), profit)));
}

/** The anti-express price of legs priced in thousandths. */
export function antiExpressPriceOf(prices: readonly number[], marginPercent: number): number {
  return antiExpressPrice(
    prices.reduce<Ratio>((product, price) => times(product, priceRatio(price)), ONE),
    marginPercent,
  );
}

interface Part {
  readonly weight: Ratio;
  readonly lost: boolean;
  /** Prices of the part's legs that are not void. */
  readonly prices: readonly number[];
  /** The chance that every open leg of the part wins (1 when none is open). */
  readonly allOpenWin: Ratio;
}

function split(part: Part, leg: PricedLeg, chance: Ratio | undefined): Part[] {
  const half = times(part.weight, ratio(1n, 2n));
  const counted = (lost: boolean, weight = part.weight): Part => ({
    weight,
    lost: part.lost || lost,
    prices: [...part.prices, leg.price],
    allOpenWin: part.allOpenWin,
  });
  switch (leg.result) {
    case null: {
      if (!chance) throw new RangeError('an open leg needs its chance of winning');
      return [{ ...counted(false), allOpenWin: times(part.allOpenWin, chance) }];
    }
    case 'won':
      return [counted(false)];
    case 'lost':
      return [counted(true)];
    case 'void':
      return [part];
    case 'half-won':
      return [counted(false, half), { ...part, weight: half }];
    case 'half-lost':
      return [counted(true, half), { ...part, weight: half }];
  }
}

/**
 * What an anti-express pays per unit of stake, over the decomposition of half results (each splits the stake:
 * half with the leg won or lost, half with it void). A part with a lost leg wins at the price of its legs that
 * are not void; a part all void is refunded; a part whose legs all won is lost. Open legs (a cash-out value)
 * count with their chance of winning: the part then wins when any of them loses.
 */
export function antiExpressMultiplier(
  legs: readonly PricedLeg[],
  marginPercent: number,
  chances: readonly (Ratio | undefined)[] = [],
): Ratio {
  let parts: Part[] = [{ weight: ONE, lost: false, prices: [], allOpenWin: ONE }];
  legs.forEach((leg, index) => {
    parts = parts.flatMap((part) => split(part, leg, chances[index]));
  });
  return parts.reduce<Ratio>((total, part) => {
    if (part.prices.length === 0) return plus(total, part.weight);
    const price = priceRatio(antiExpressPriceOf(part.prices, marginPercent));
    const winChance = part.lost ? ONE : minus(ONE, part.allOpenWin);
    return winChance.numerator === 0n ? total : plus(total, times(part.weight, times(price, winChance)));
  }, ZERO);
}
