import type { Score } from '@sportsbook/core/pricing/index';

/**
 * Sets (maps, frames) for a result stated only as sets won: the loser's sets first, so the match ends on a
 * set the winner takes, each set `win`:`lose` in units.
 */
export function setsFromScore(score: Score, win: number, lose: number): Score[] {
  const homeWins = score.home > score.away;
  const loserSets = homeWins ? score.away : score.home;
  const winnerSets = homeWins ? score.home : score.away;
  const set = (home: boolean): Score => (home ? { home: win, away: lose } : { home: lose, away: win });
  return [
    ...Array.from({ length: loserSets }, () => set(!homeWins)),
    ...Array.from({ length: winnerSets }, () => set(homeWins)),
  ];
}
