/** Sports menu reference ids of spec section 3. */

export const SPORTS_MENU_SECTION = {
  alternative: 3,
  long: 7,
  marbleLive: 8,
  cyberStream: 9,
  simulatedReality: 11,
  aftermatchVsLive: 13,
  cyberZone: 28,
} as const;
export type SportsMenuSectionId = (typeof SPORTS_MENU_SECTION)[keyof typeof SPORTS_MENU_SECTION];

/** Game-genre sections 1001 to 1012, in the spec's order. */
export const SPORTS_MENU_GAME_GENRE = {
  sportsSimulators: 1001,
  sportsGames: 1002,
  fighting: 1003,
  card: 1004,
  shooters: 1005,
  onlineRpg: 1006,
  adventure: 1007,
  strategy: 1008,
  vehicularCombat: 1009,
  puzzles: 1010,
  others: 1011,
  eSports: 1012,
} as const;
export type SportsMenuGameGenreId = (typeof SPORTS_MENU_GAME_GENRE)[keyof typeof SPORTS_MENU_GAME_GENRE];

export const MENU_SORT = { sportSort: 10_000, topSport: 10_001, play: 10_002 } as const;
export type MenuSortId = (typeof MENU_SORT)[keyof typeof MENU_SORT];
