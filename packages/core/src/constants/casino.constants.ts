/** Casino reference ids of spec section 3. */

/** URL slug of a casino category -> its numeric id. */
export const CASINO_CATEGORY_SLUG_IDS = {
  all: -1,
  poker: 3,
  roulette: 5,
  blackjack: 9,
  baccarat: 31,
  keno: 49,
  favourite: 999,
} as const;
export type CasinoCategorySlug = keyof typeof CASINO_CATEGORY_SLUG_IDS;

export const CASINO_CATEGORY_ID = {
  TOP: 160_291,
  BEST: 158_984,
  NEW: 158_983,
  LOTTERIES: 156_973,
  SLOTS: 103_713,
  CLIMB_TO_VICTORY: 156_964,
  DICE: 156_965,
  CARD_GAMES: 156_957,
  OTHER_GAMES: 157_343,
} as const;
export type CasinoCategoryId = (typeof CASINO_CATEGORY_ID)[keyof typeof CASINO_CATEGORY_ID];
