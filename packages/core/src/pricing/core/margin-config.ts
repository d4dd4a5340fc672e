/**
 * Margin per market tier. Main markets (result, main handicaps and totals) carry the least, as on every
 * big book; secondary markets more, exotic ones (correct score, combinations, half-time/full-time) most.
 */
export type MarginTier = 'main' | 'secondary' | 'exotic' | 'outright';

export type MarginConfig = Readonly<Record<MarginTier, number>>;

export const DEFAULT_MARGINS: MarginConfig = { main: 0.05, secondary: 0.07, exotic: 0.12, outright: 0.2 };
