/** Statistics frame constants of spec sections 2 and 9 (CON-08). */

export const STATISTICS_FRAME_MIN_HEIGHT_PX = 280;
/** The cyber statistics URL accepts only these sport ids. */
export const CYBER_STATISTICS_SPORT_IDS: readonly number[] = [85, 89, 144];
