/** One moment of the watched market: when, and each selection's decimal price by its outcome type (T). */
export interface PriceSnapshot {
  readonly atMs: number;
  readonly prices: Readonly<Record<number, number>>;
}

/** Points kept per game: a live game polled every few seconds fills this in about an hour. */
export const HISTORY_LIMIT = 720;

function samePrices(a: PriceSnapshot['prices'], b: PriceSnapshot['prices']): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[Number(key)] === b[Number(key)]);
}

/**
 * The history with a new snapshot: a snapshot with the same prices as the last adds nothing (the chart draws
 * steps), one older than the last is ignored, and only the newest HISTORY_LIMIT points are kept.
 */
export function appendSnapshot(history: readonly PriceSnapshot[], snapshot: PriceSnapshot): PriceSnapshot[] {
  const last = history[history.length - 1];
  if (last && (snapshot.atMs < last.atMs || samePrices(last.prices, snapshot.prices))) return [...history];
  if (Object.keys(snapshot.prices).length === 0) return [...history];
  return [...history, snapshot].slice(-HISTORY_LIMIT);
}

export interface ChartScale {
  readonly minPrice: number;
  readonly maxPrice: number;
  readonly startMs: number;
  readonly endMs: number;
}

/** The ranges the chart spans; a flat line gets some room above and below. */
export function chartScale(history: readonly PriceSnapshot[], nowMs: number): ChartScale {
  const prices = history.flatMap((point) => Object.values(point.prices));
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const pad = Math.max((max - min) * 0.1, 0.05);
  return {
    minPrice: Math.max(1, min - pad),
    maxPrice: max + pad,
    startMs: history[0]?.atMs ?? nowMs,
    endMs: Math.max(nowMs, (history[0]?.atMs ?? nowMs) + 1000),
  };
}

/**
 * An SVG step path of one selection's price over time, in a width x height box: the price holds until the
 * next change, and the last price runs on to the right edge (now).
 */
export function stepPath(
  history: readonly PriceSnapshot[],
  type: number,
  scale: ChartScale,
  width: number,
  height: number,
): string {
  const x = (ms: number) => ((ms - scale.startMs) / (scale.endMs - scale.startMs)) * width;
  const y = (price: number) =>
    height - ((price - scale.minPrice) / (scale.maxPrice - scale.minPrice)) * height;
  const points = history.filter((point) => point.prices[type] !== undefined);
  if (points.length === 0) return '';
  const round = (value: number) => Math.round(value * 10) / 10;
  let path = `M${round(x(points[0]!.atMs))},${round(y(points[0]!.prices[type]!))}`;
  for (const point of points.slice(1)) {
    path += `H${round(x(point.atMs))}V${round(y(point.prices[type]!))}`;
  }
  return `${path}H${width}`;
}
