import type { TFunction } from '../../../shared/i18n/translator';
import { GROUP, SELECTION } from '@sportsbook/core/pricing/market-codes';
import type { Outcome } from './feed-types';

const RESULT: Record<number, string> = { 1: '1', 2: 'X', 3: '2' };
const SYMBOL: Record<number, string> = {
  [SELECTION.home]: '1',
  [SELECTION.draw]: 'X',
  [SELECTION.away]: '2',
  [SELECTION.homeOrDraw]: '1X',
  [SELECTION.homeOrAway]: '12',
  [SELECTION.drawOrAway]: 'X2',
  [SELECTION.overtimeHome]: '1',
  [SELECTION.overtimeAway]: '2',
  [SELECTION.drawNoBetHome]: '1',
  [SELECTION.drawNoBetAway]: '2',
  [SELECTION.europeanHome]: '1',
  [SELECTION.europeanDraw]: 'X',
  [SELECTION.europeanAway]: '2',
};
const OVER = new Set<number>([SELECTION.over, SELECTION.homeOver, SELECTION.awayOver, SELECTION.setsOver]);
const UNDER = new Set<number>([
  SELECTION.under,
  SELECTION.homeUnder,
  SELECTION.awayUnder,
  SELECTION.setsUnder,
]);
const YES = new Set<number>([SELECTION.bothScoreYes, SELECTION.yes]);
const NO = new Set<number>([SELECTION.bothScoreNo, SELECTION.no]);

/** A handicap line with its sign (+1.5, -1, 0). */
export function signedLine(value = 0): string {
  return value > 0 ? `+${value}` : String(value);
}

/** A correct score from P: home + away / 1000 (3.002 is 3:2, no P is 0:0). */
export function scoreFromParam(value = 0): string {
  const home = Math.floor(value);
  return `${home}:${Math.round((value - home) * 1000)}`;
}

/** Result-combination selections: 1 & yes, 1 & no, X & yes, ... in the market table's order. */
function combination(first: number, T: number, second: (even: boolean) => string): string {
  const index = T - first;
  return `${RESULT[Math.floor(index / 2) + 1]} & ${second(index % 2 === 0)}`;
}

/**
 * The name of a selection as the odds button and the coupon show it: the bookmaker's short symbols where
 * there are some (1, X, 2, 1X), else words with the line. `participants` names an outright's field.
 */
export function selectionLabel(
  outcome: Pick<Outcome, 'G' | 'T' | 'P'>,
  t: TFunction,
  participants?: readonly { P: number; N: string }[],
): string {
  const { G, T, P } = outcome;
  const line = String(P ?? 0);
  if (G === GROUP.europeanHandicap || G === GROUP.handicap || G === GROUP.setHandicap) {
    const side =
      T === SELECTION.handicapHome || T === SELECTION.setHandicapHome
        ? 1
        : T === SELECTION.handicapAway || T === SELECTION.setHandicapAway
          ? 2
          : undefined;
    if (side) return t('sportsbook.selection.handicap', { side, line: signedLine(P) });
    return `${SYMBOL[T] ?? T} (${signedLine(P)})`;
  }
  if (SYMBOL[T]) return SYMBOL[T]!;
  if (OVER.has(T)) return t('sportsbook.selection.over', { line });
  if (UNDER.has(T)) return t('sportsbook.selection.under', { line });
  if (YES.has(T)) return t('sportsbook.selection.yes');
  if (NO.has(T)) return t('sportsbook.selection.no');
  switch (T) {
    case SELECTION.score:
      return scoreFromParam(P);
    case SELECTION.otherScore:
      return t('sportsbook.selection.otherScore');
    case SELECTION.exactly:
      return t('sportsbook.selection.exactly', { n: P ?? 0 });
    case SELECTION.orMore:
      return t('sportsbook.selection.orMore', { n: P ?? 0 });
    case SELECTION.odd:
      return t('sportsbook.selection.odd');
    case SELECTION.even:
      return t('sportsbook.selection.even');
    case SELECTION.homeByExactly:
    case SELECTION.awayByExactly:
      return t('sportsbook.selection.byExactly', {
        side: T === SELECTION.homeByExactly ? 1 : 2,
        n: P ?? 0,
      });
    case SELECTION.homeByOrMore:
    case SELECTION.awayByOrMore:
      return t('sportsbook.selection.byOrMore', {
        side: T === SELECTION.homeByOrMore ? 1 : 2,
        n: P ?? 0,
      });
    case SELECTION.marginDraw:
      return t('sportsbook.selection.draw');
    case SELECTION.firstHalf:
      return t('sportsbook.selection.firstHalf');
    case SELECTION.equalHalves:
      return t('sportsbook.selection.equalHalves');
    case SELECTION.secondHalf:
      return t('sportsbook.selection.secondHalf');
    case SELECTION.participant:
      return participants?.find((entry) => entry.P === P)?.N ?? `#${line}`;
  }
  if (T >= SELECTION.homeAndYes && T <= SELECTION.awayAndNo) {
    return combination(SELECTION.homeAndYes, T, (yes) =>
      t(yes ? 'sportsbook.selection.yes' : 'sportsbook.selection.no'),
    );
  }
  if (T >= SELECTION.homeAndOver && T <= SELECTION.awayAndUnder) {
    return combination(SELECTION.homeAndOver, T, (over) =>
      t(over ? 'sportsbook.selection.over' : 'sportsbook.selection.under', { line }),
    );
  }
  if (T >= SELECTION.halfTimeFullTimeFirst && T < SELECTION.halfTimeFullTimeFirst + 9) {
    const index = T - SELECTION.halfTimeFullTimeFirst;
    return `${RESULT[Math.floor(index / 3) + 1]}/${RESULT[(index % 3) + 1]}`;
  }
  return P === undefined ? `#${T}` : `#${T} (${line})`;
}

/** Market names by group code; a group we have no name for reads "Market <G>". */
const MARKET_GROUPS = new Set<number>(Object.values(GROUP));

export function marketName(G: number, t: TFunction): string {
  return MARKET_GROUPS.has(G) ? t(`sportsbook.market.${G}`) : t('sportsbook.market.other', { id: G });
}
