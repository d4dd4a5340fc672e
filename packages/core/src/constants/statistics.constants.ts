/** Statistics frame constants of spec sections 2 and 9 (CON-08). */

export const STATISTICS_FRAME_MIN_HEIGHT_PX = 280;
/** The cyber statistics URL accepts only these sport ids. */
export const CYBER_STATISTICS_SPORT_IDS: readonly number[] = [85, 89, 144];

/**
 * The statistics pop-up window (STAT-12): 1024 wide; 500 high, 780 on screens taller than 1000 px and 984 on
 * screens taller than 1200 px; 40 px kept free below it.
 */
export const STATISTICS_POPUP = {
  widthPx: 1024,
  heightPx: 500,
  tallerScreens: [
    { screenAbovePx: 1200, heightPx: 984 },
    { screenAbovePx: 1000, heightPx: 780 },
  ],
  bottomMarginPx: 40,
} as const;
