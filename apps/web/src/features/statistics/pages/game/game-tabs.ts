/** The tabs of a game's statistics page (the URL's tabName); anything else opens the main tab. */
export const GAME_TABS = ['main', 'lineups', 'h2h', 'players', 'table'] as const;
export type GameTab = (typeof GAME_TABS)[number];

export function gameTabOf(tabName: string | undefined): GameTab {
  return (GAME_TABS as readonly string[]).includes(tabName ?? '') ? (tabName as GameTab) : 'main';
}
