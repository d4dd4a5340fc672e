import { describe, expect, it } from 'vitest';
import { listGame } from '../../sportsbook/testing/feed-fixtures';
import { finalStage } from './championship-final';
import { headlineOf } from './championship-news';
import { featuredChampOf } from './use-featured-champ';

const champ = (LI: number, SI: number, CI: number) => ({
  SI,
  SN: '',
  LI,
  L: `C${LI}`,
  LE: '',
  LR: '',
  CI,
  CN: '',
  GC: 1,
});
const t = (key: string, values: Record<string, unknown>) => `${key} ${JSON.stringify(values)}`;

describe('the championship pages’ rules', () => {
  it('feature the top international football competition, else the first top championship', () => {
    expect(featuredChampOf([champ(1, 1, 158), champ(2, 1, 0), champ(3, 2, 0)])?.LI).toBe(2);
    expect(featuredChampOf([champ(1, 2, 0), champ(4, 1, 158)])?.LI).toBe(1);
    expect(featuredChampOf([])).toBeUndefined();
  });

  it('find the final, else the last round on the schedule', () => {
    const round = (n: string, I: number) => listGame({ I, MIO: { TSt: n } });
    expect(
      finalStage([round('Round 9', 1), round('Round 18', 2), round('Round 18', 3)]).games.map((g) => g.I),
    ).toEqual([2, 3]);
    expect(finalStage([round('Round 18', 1), round('Final', 2)])).toMatchObject({
      stage: 'Final',
      games: [{ I: 2 }],
    });
    expect(finalStage([]).games).toEqual([]);
  });

  it('tell results as headlines: a win, a rout, a draw', () => {
    const game = { S: 0, LI: 1, L: '', O1I: 1, O1: 'Ajax', O2I: 2, O2: 'PSV', PS: [] };
    expect(headlineOf({ ...game, S1: 2, S2: 1 }, t)).toBe(
      'specials.news.win {"winner":"Ajax","loser":"PSV","score":"2:1"}',
    );
    expect(headlineOf({ ...game, S1: 0, S2: 4 }, t)).toBe(
      'specials.news.rout {"winner":"PSV","loser":"Ajax","score":"4:0"}',
    );
    expect(headlineOf({ ...game, S1: 1, S2: 1 }, t)).toBe(
      'specials.news.draw {"home":"Ajax","away":"PSV","score":"1:1"}',
    );
  });
});
