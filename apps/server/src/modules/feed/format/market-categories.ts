import { GROUP } from '@sportsbook/core/pricing/market-codes';
import type { Names } from '../feed-model';

/** The game page's market tabs (MEC); MT 0 holds every market. Our numbering, documented with the schema. */
export const ALL_MARKETS: Names = { en: 'All markets', ru: 'Все рынки', ar: 'كل الأسواق' };

export const MARKET_CATEGORIES: readonly {
  readonly MT: number;
  readonly names: Names;
  readonly groups: readonly number[];
}[] = [
  {
    MT: 1,
    names: { en: 'Main', ru: 'Основные', ar: 'الرئيسية' },
    groups: [
      GROUP.result,
      GROUP.doubleChance,
      GROUP.winnerWithOvertime,
      GROUP.drawNoBet,
      GROUP.outrightWinner,
    ],
  },
  {
    MT: 2,
    names: { en: 'Handicaps', ru: 'Форы', ar: 'الهانديكاب' },
    groups: [GROUP.handicap, GROUP.europeanHandicap, GROUP.setHandicap],
  },
  {
    MT: 3,
    names: { en: 'Totals', ru: 'Тоталы', ar: 'المجاميع' },
    groups: [GROUP.total, GROUP.homeTotal, GROUP.awayTotal, GROUP.exactTotal, GROUP.oddEven, GROUP.totalSets],
  },
  {
    MT: 4,
    names: { en: 'Goals', ru: 'Голы', ar: 'الأهداف' },
    groups: [
      GROUP.bothScore,
      GROUP.homeWinToNil,
      GROUP.awayWinToNil,
      GROUP.homeCleanSheet,
      GROUP.awayCleanSheet,
      GROUP.homeScoresBothHalves,
      GROUP.awayScoresBothHalves,
      GROUP.goalBothHalves,
    ],
  },
  {
    MT: 5,
    names: { en: 'Score', ru: 'Счёт', ar: 'النتيجة' },
    groups: [GROUP.correctScore, GROUP.winningMargin],
  },
  {
    MT: 6,
    names: { en: 'Combined', ru: 'Комбинированные', ar: 'مجمعة' },
    groups: [GROUP.resultBothScore, GROUP.resultTotal, GROUP.halfTimeFullTime, GROUP.highestScoringHalf],
  },
];

export const OTHER_MARKETS = { MT: 7, names: { en: 'Other', ru: 'Прочие', ar: 'أخرى' } as Names };

const CATEGORY_OF = new Map(MARKET_CATEGORIES.flatMap((c) => c.groups.map((G) => [G, c.MT] as const)));

export function categoryOf(G: number): number {
  return CATEGORY_OF.get(G) ?? OTHER_MARKETS.MT;
}
