import type { FeedScoreJson } from '@sportsbook/core/api/feed-responses/feed-score.schema';

/** The score pair of the feed with its omitted zeros filled in. */
export function scoreOf(pair: { S1?: number; S2?: number } | undefined): [number, number] {
  return [pair?.S1 ?? 0, pair?.S2 ?? 0];
}

/** Sports whose periods run on a clock, whose minute is worth showing (the rest show the period alone). */
const CLOCK_SPORTS = new Set([1, 2, 3, 7, 8, 13, 14, 27, 28, 80, 85, 89]);
export const hasMatchClock = (sportId: number) => CLOCK_SPORTS.has(sportId);

/** What a sport calls its periods, for a period the feed has not named yet. */
const PERIOD_WORDS: Record<number, string> = {
  1: 'half',
  14: 'half',
  85: 'half',
  7: 'half',
  8: 'half',
  2: 'period',
  3: 'quarter',
  89: 'quarter',
  13: 'quarter',
  4: 'set',
  6: 'set',
  10: 'set',
  16: 'set',
  40: 'map',
  5: 'inning',
};

/** The translation key and number of a period (e.g. sportsbook.period.half, 2). */
export function periodName(sportId: number, period: number): { key: string; n: number } {
  return { key: `sportsbook.period.${PERIOD_WORDS[sportId] ?? 'period'}`, n: period };
}

/** The current period's name: the feed's text when it has one, else a name from the sport and number. */
export function currentPeriodText(
  score: Pick<FeedScoreJson, 'CP' | 'CPS'>,
  sportId: number,
  t: (key: string, options: { n: number }) => string,
): string {
  if (score.CPS) return score.CPS;
  if (score.CP <= 0) return '';
  const { key, n } = periodName(sportId, score.CP);
  return t(key, { n });
}
