import type { Score } from '@sportsbook/core/pricing/index';

const ZERO: Score = { home: 0, away: 0 };

/**
 * The periods of a result an operator states: the periods as given (or as played so far), padded to the
 * format's count; with only a final score, what is missing goes to the last period, and a final score below
 * what was already played replaces the periods (the last one carries it all).
 */
export function statedPeriods(count: number, periods: readonly Score[], score?: Score): Score[] {
  const base = Array.from({ length: count }, (_, i) => periods[i] ?? ZERO);
  if (!score) return base;
  const sum = base.reduce((s, p) => ({ home: s.home + p.home, away: s.away + p.away }), ZERO);
  const last = count - 1;
  if (score.home >= sum.home && score.away >= sum.away) {
    base[last] = {
      home: base[last].home + score.home - sum.home,
      away: base[last].away + score.away - sum.away,
    };
    return base;
  }
  return base.map((_, i) => (i === last ? score : ZERO));
}
