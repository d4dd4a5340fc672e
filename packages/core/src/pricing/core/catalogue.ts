import type { MarketFamily } from './market-family';
import type { Points } from './points';
import type { SelectionRef } from './priced-market';
import type { Settlement } from './settlement';

/**
 * What a market settles on: its distribution under a sport's model M, and its measured value in a result R
 * (the same quantity, so pricing and settlement agree). An empty distribution means no market now (a set
 * that is not in play).
 */
export interface Projection<M, R> {
  points(model: M): Points;
  measure(result: R): readonly [number, number];
}

/** A family offered on one period (0: the whole game) over one projection. */
export interface CatalogueEntry<M, R> {
  readonly period: number;
  readonly family: MarketFamily;
  readonly projection: Projection<M, R>;
}

/** A sport's markets; (period, G) is unique within it. */
export type Catalogue<M, R> = readonly CatalogueEntry<M, R>[];

export function entry<M, R>(
  period: number,
  family: MarketFamily,
  projection: Projection<M, R>,
): CatalogueEntry<M, R> {
  return { period, family, projection };
}

/** Settles a bet's selection on a final result. Throws on a selection the catalogue does not offer. */
export function settleSelection<M, R>(
  catalogue: Catalogue<M, R>,
  selection: SelectionRef,
  result: R,
): Settlement {
  const found = catalogue.find((e) => e.period === selection.period && e.family.G === selection.G);
  if (!found) throw new RangeError(`no market G${selection.G} in period ${selection.period}`);
  const [x, y] = found.projection.measure(result);
  return found.family.settle(selection.T, selection.P ?? 0, x, y);
}

/** Memoises each projection's distribution for one pricing pass, since several families share one. */
export function pointsCache<M>(model: M): <R>(projection: Projection<M, R>) => Points {
  const cache = new Map<object, Points>();
  return (projection) => {
    let points = cache.get(projection);
    if (!points) {
      points = projection.points(model);
      cache.set(projection, points);
    }
    return points;
  };
}
