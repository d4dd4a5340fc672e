import { DEFAULT_MARGINS, GROUP, SELECTION, type Settlement } from '@sportsbook/core/pricing/index';
import { describe, expect, it } from 'vitest';
import { START_MS, testGame } from '../testing/game-fixture';
import {
  DUEL_FORMATS,
  GOAL_FORMATS,
  MARGIN_FORMATS,
  OUTRIGHT_FORMATS,
  RALLY_FORMATS,
  SERIES_FORMATS,
  TENNIS_FORMATS,
} from '../world/data/formats.data';
import type { GameFormat } from './game-format';
import { advanceGame, finishGame } from './game-lifecycle';
import type { SettlementRow } from './settlement-rows';
import { familyOf, type TradingGame } from './trading-game';

const FORMATS: [string, GameFormat][] = [
  ['football', GOAL_FORMATS.football],
  ['ice hockey', GOAL_FORMATS.hockey],
  ['baseball', GOAL_FORMATS.baseball],
  ['basketball', MARGIN_FORMATS.nba],
  ['American football', MARGIN_FORMATS.americanFootball],
  ['handball', MARGIN_FORMATS.handball],
  ['tennis', TENNIS_FORMATS.men],
  ['tennis best of five', TENNIS_FORMATS.slam],
  ['volleyball', RALLY_FORMATS.volleyball],
  ['table tennis', RALLY_FORMATS.tableTennis],
  ['esports', SERIES_FORMATS.esportsBo3],
  ['UFC', DUEL_FORMATS.ufc],
  ['cricket', DUEL_FORMATS.cricket],
  ['chess', DUEL_FORMATS.chess],
  ['horse racing', OUTRIGHT_FORMATS.horses],
];

const MIRROR: Record<Settlement, Settlement> = {
  won: 'lost',
  lost: 'won',
  void: 'void',
  'half-won': 'half-lost',
  'half-lost': 'half-won',
};

/** Two-sided line markets: selection pairs that settle as mirror images. */
const SIDES: Record<number, [number, number]> = {
  [GROUP.total]: [SELECTION.over, SELECTION.under],
  [GROUP.handicap]: [SELECTION.handicapHome, SELECTION.handicapAway],
  [GROUP.homeTotal]: [SELECTION.homeOver, SELECTION.homeUnder],
  [GROUP.awayTotal]: [SELECTION.awayOver, SELECTION.awayUnder],
};

function playToEnd(tg: TradingGame): SettlementRow[] {
  let rows: readonly SettlementRow[] = [];
  for (let now = START_MS + 30_000; tg.record.status === 'live'; now += 30_000)
    rows = advanceGame(tg, now, 1, 0, DEFAULT_MARGINS).settlements ?? rows;
  return [...rows];
}

function expectRowsAddUp(tg: TradingGame, rows: readonly SettlementRow[]): void {
  expect(rows.length).toBe(tg.record.offered.length);
  expect(new Set(rows.map((r) => `${r.marketKey}|${r.T}|${r.P}`)).size).toBe(rows.length);
  const byMarket = new Map<string, SettlementRow[]>();
  for (const row of rows) byMarket.set(row.marketKey, [...(byMarket.get(row.marketKey) ?? []), row]);
  for (const [key, market] of byMarket) {
    const G = market[0].G;
    if (G === GROUP.result && market.length >= 2) {
      const won = market.filter((r) => r.outcome === 'won').length;
      const allVoid = market.every((r) => r.outcome === 'void');
      expect(won === 1 || allVoid, `${key}: ${market.map((r) => r.outcome)}`).toBe(true);
    }
    const sides = SIDES[G];
    if (sides && market.length === 2) {
      const [a, b] = sides.map((T) => market.find((r) => r.T === T)!);
      expect(b.outcome, key).toBe(MIRROR[a.outcome]);
    }
  }
}

describe('settlement', () => {
  it.each(FORMATS)('settles every selection a %s game offered, each market adding up', (_name, format) => {
    const tg = testGame(format, { live: true, seed: 31 });
    const rows = playToEnd(tg);
    expect(tg.record.status).toBe('finished');
    expect(tg.game.phase).toBe(2);
    expect(tg.game.markets).toEqual([]);
    expectRowsAddUp(tg, rows);
    const subGameIds = new Set(Object.values(tg.record.subGames));
    for (const row of rows) expect(row.subGameId === null || subGameIds.has(row.subGameId)).toBe(true);
  });

  it('splits Asian quarter lines into half-won and half-lost on a 2:1 result', () => {
    const tg = testGame(GOAL_FORMATS.football, { live: true });
    advanceGame(tg, START_MS + 60_000, 1, 0, DEFAULT_MARGINS);
    const family = familyOf(tg.record);
    const result = family.stated(tg.record.setup, tg.record.live, {
      periods: [
        { home: 1, away: 0 },
        { home: 1, away: 1 },
      ],
    });
    const rows = finishGame(tg, result, START_MS + 120_000);
    const row = (key: string, T: number) => rows.find((r) => r.marketKey === key && r.T === T)?.outcome;
    expect(row('0:17:2.75', SELECTION.over)).toBe('half-won');
    expect(row('0:17:2.75', SELECTION.under)).toBe('half-lost');
    expect(row('0:17:3.25', SELECTION.over)).toBe('half-lost');
    expect(row('0:17:3', SELECTION.over)).toBe('void');
    expect(row('0:1', SELECTION.home)).toBe('won');
    expect(row('1:1', SELECTION.home)).toBe('won');
    expect(row('2:1', SELECTION.draw)).toBe('won');
    expect(rows.some((r) => r.outcome === 'half-won')).toBe(true);
    expectRowsAddUp(tg, rows);
  });
});
