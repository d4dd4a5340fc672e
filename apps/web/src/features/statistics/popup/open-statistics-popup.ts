import { popupFeatures, statisticsPopupGeometry } from '@sportsbook/core/statistics/popup-geometry';

/** One statistics window at a time: opening another page reuses it. */
export const STATISTICS_WINDOW_NAME = 'statistics';

/**
 * Opens a statistics page in its pop-up window (STAT-12): 1024 wide, 500, 780 or 984 high by the screen's
 * height, 40 px free below it. Null when the browser blocked the window (the caller then follows the link).
 */
export function openStatisticsPopup(url: string): Window | null {
  const { width, height, availWidth, availHeight } = window.screen;
  const geometry = statisticsPopupGeometry({ width, height, availWidth, availHeight });
  const opened = window.open(url, STATISTICS_WINDOW_NAME, popupFeatures(geometry));
  opened?.focus();
  return opened;
}
