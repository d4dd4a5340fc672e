import { describe, expect, it } from 'vitest';
import type { PastGame } from './season-history';
import { stageTable } from './stage-table';

const game = (home: number, away: number, h: number, a: number, day: number): PastGame => ({
  champId: 1,
  startMs: day * 86_400_000,
  home,
  away,
  score: { home: h, away: a },
  periods: [],
  season: 0,
});

const games = [game(1, 2, 2, 0, 1), game(2, 3, 1, 1, 2), game(3, 1, 3, 1, 3), game(1, 2, 0, 0, 4)];

describe('stage table', () => {
  it('counts points, goals and form per team and orders by points, difference, scored', () => {
    expect(stageTable(games, [1, 2, 3], 0, true)).toEqual([
      { teamId: 3, played: 2, won: 1, drawn: 1, lost: 0, scored: 4, conceded: 2, points: 4, form: 'WD' },
      { teamId: 1, played: 3, won: 1, drawn: 1, lost: 1, scored: 3, conceded: 3, points: 4, form: 'DLW' },
      { teamId: 2, played: 3, won: 0, drawn: 2, lost: 1, scored: 1, conceded: 3, points: 2, form: 'DDL' },
    ]);
  });

  it('counts only home or away games by table type, and two points a win, one a loss where draws do not exist', () => {
    const home = stageTable(games, [1, 2, 3], 1, true);
    expect(home.find((r) => r.teamId === 1)).toMatchObject({ played: 2, won: 1, drawn: 1, points: 4 });
    const away = stageTable(games, [1, 2, 3], 2, false);
    expect(away.find((r) => r.teamId === 1)).toMatchObject({ played: 1, lost: 1, points: 1 });
    expect(away.find((r) => r.teamId === 2)).toMatchObject({ played: 2, lost: 1, drawn: 1, points: 1 });
  });

  it('lists a team without games at the foot of the table', () => {
    expect(stageTable(games, [1, 2, 3, 4], 0, true).at(-1)).toMatchObject({ teamId: 4, played: 0, form: '' });
  });
});
