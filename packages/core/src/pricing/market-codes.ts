/**
 * The market table: group (G) and selection type (T) codes of every market we price. Codes under 100000 are
 * the platform's (shared/spec/linefeed-format.md), kept as existing clients read them; ours start at 100000.
 * P carries the line: a total's line, each side's own handicap, a score as home + away/1000, a count.
 * A period's markets (first half, a hockey period, a set) use the same codes inside the period's sub-game.
 */
export const GROUP = {
  /** 1X2 (T1 T2 T3); where no draw is possible the winner (T1 T3), a draw voiding it. */
  result: 1,
  /** Handicap (T7 home, T8 away), P each side's own handicap, Asian quarter lines included. */
  handicap: 2,
  /** Double chance (T4 1X, T5 12, T6 X2). */
  doubleChance: 8,
  /** Home team total (T11 over, T12 under). */
  homeTotal: 15,
  /** Total (T9 over, T10 under), Asian quarter lines included. */
  total: 17,
  /** Both teams to score (T180 yes, T181 no). */
  bothScore: 19,
  /** Away team total (T13 over, T14 under). */
  awayTotal: 62,
  /** Winner including overtime, extra innings and shootout (T401 home, T402 away). */
  winnerWithOvertime: 101,
  /** Correct score (T731 with P = home + away/1000, no P for 0:0; T3786 any other score). In sets for set sports. */
  correctScore: 136,
  /** Draw no bet (T100001 home, T100002 away; a draw is void). */
  drawNoBet: 100001,
  /** Three-way handicap (T100003 home, T100004 draw, T100005 away), whole-goal lines, P each side's own. */
  europeanHandicap: 100002,
  /** Exact total goals (T100006 exactly P, T100007 P or more). */
  exactTotal: 100003,
  /** Odd/even total (T100008 odd, T100009 even; 0 is even). */
  oddEven: 100004,
  /** Winning margin (T100010 home by exactly P, T100011 home by P or more, T100012 draw, T100013/T100014 away). */
  winningMargin: 100005,
  /** Home wins to nil (T100015 yes, T100016 no). */
  homeWinToNil: 100006,
  /** Away wins to nil (yes/no). */
  awayWinToNil: 100007,
  /** Home keeps a clean sheet (yes/no). */
  homeCleanSheet: 100008,
  /** Away keeps a clean sheet (yes/no). */
  awayCleanSheet: 100009,
  /** Result and both teams to score (T100017 to T100022). */
  resultBothScore: 100010,
  /** Result and total over/under P (T100023 to T100028). */
  resultTotal: 100011,
  /** Half-time/full-time (T100029 to T100037). */
  halfTimeFullTime: 100012,
  /** Highest scoring half (T100038 first, T100039 equal, T100040 second). */
  highestScoringHalf: 100013,
  /** Home scores in both halves (yes/no). */
  homeScoresBothHalves: 100014,
  /** Away scores in both halves (yes/no). */
  awayScoresBothHalves: 100015,
  /** A goal in both halves (yes/no). */
  goalBothHalves: 100016,
  /** Set (or map) handicap (T100041 home, T100042 away), P each side's own handicap in sets. */
  setHandicap: 100017,
  /** Total sets or maps (T100043 over, T100044 under). */
  totalSets: 100018,
  /** Outright winner (T100045, P the participant's number from 1). */
  outrightWinner: 100019,
} as const;

export const SELECTION = {
  home: 1,
  draw: 2,
  away: 3,
  homeOrDraw: 4,
  homeOrAway: 5,
  drawOrAway: 6,
  handicapHome: 7,
  handicapAway: 8,
  over: 9,
  under: 10,
  homeOver: 11,
  homeUnder: 12,
  awayOver: 13,
  awayUnder: 14,
  bothScoreYes: 180,
  bothScoreNo: 181,
  overtimeHome: 401,
  overtimeAway: 402,
  score: 731,
  otherScore: 3786,
  drawNoBetHome: 100001,
  drawNoBetAway: 100002,
  europeanHome: 100003,
  europeanDraw: 100004,
  europeanAway: 100005,
  exactly: 100006,
  orMore: 100007,
  odd: 100008,
  even: 100009,
  homeByExactly: 100010,
  homeByOrMore: 100011,
  marginDraw: 100012,
  awayByExactly: 100013,
  awayByOrMore: 100014,
  yes: 100015,
  no: 100016,
  /** Result and both score: 1 & yes, 1 & no, X & yes, X & no, 2 & yes, 2 & no. */
  homeAndYes: 100017,
  homeAndNo: 100018,
  drawAndYes: 100019,
  drawAndNo: 100020,
  awayAndYes: 100021,
  awayAndNo: 100022,
  /** Result and total: 1 & over, 1 & under, X & over, X & under, 2 & over, 2 & under. */
  homeAndOver: 100023,
  homeAndUnder: 100024,
  drawAndOver: 100025,
  drawAndUnder: 100026,
  awayAndOver: 100027,
  awayAndUnder: 100028,
  /** Half-time/full-time, in the order 1/1 1/X 1/2 X/1 X/X X/2 2/1 2/X 2/2. */
  halfTimeFullTimeFirst: 100029,
  firstHalf: 100038,
  equalHalves: 100039,
  secondHalf: 100040,
  setHandicapHome: 100041,
  setHandicapAway: 100042,
  setsOver: 100043,
  setsUnder: 100044,
  participant: 100045,
} as const;
