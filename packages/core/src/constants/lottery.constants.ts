/** Lottery (toto) game types of spec section 3. */
export const LOTTERY_GAME_TYPE = {
  fifteen: 1,
  score: 2,
  football: 3,
  hockey: 4,
  cyberfootball: 6,
  free: 7,
  jackpot: 8,
  cybersport: 9,
  cricket: 11,
  basket: 12,
} as const;
export type LotteryGameType = (typeof LOTTERY_GAME_TYPE)[keyof typeof LOTTERY_GAME_TYPE];
