/** Bonus kinds of spec section 3 (numeric ids as the server sends them). */
export const BONUS_KIND = {
  cancel: -1,
  sport: 0,
  casino: 1,
  promocode: 3,
  double: 4,
  lostFirstBet: 5,
  freebet: 6,
  firstBetsCashback: 7,
  insurance: 8,
  distributionOfProfits: 9,
  sport300Percent: 10,
  dailyBonus: 11,
  boost: 13,
  riskFreeBonus: 14,
  tactical: 15,
  sportBetting: 16,
} as const;
export type BonusKind = (typeof BONUS_KIND)[keyof typeof BONUS_KIND];
