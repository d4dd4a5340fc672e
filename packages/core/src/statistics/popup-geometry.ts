import { STATISTICS_POPUP, STATISTICS_FRAME_MIN_HEIGHT_PX } from '../constants/statistics.constants';

export interface ScreenSize {
  /** screen.width and screen.height: the spec picks the window's height by the screen's height. */
  readonly width: number;
  readonly height: number;
  /** screen.availHeight / availWidth: the screen less the taskbar; the whole screen when absent. */
  readonly availWidth?: number;
  readonly availHeight?: number;
}

export interface PopupGeometry {
  readonly width: number;
  readonly height: number;
  readonly left: number;
  readonly top: number;
}

/** The window's height by the screen's height: 500, 780 above 1000 px, 984 above 1200 px. */
export function statisticsPopupHeight(screenHeight: number): number {
  const tier = STATISTICS_POPUP.tallerScreens.find((t) => screenHeight > t.screenAbovePx);
  return tier?.heightPx ?? STATISTICS_POPUP.heightPx;
}

/**
 * Where the statistics window opens: 1024 wide, its spec height, centred, with 40 px free below it. On a
 * screen too short for that the window shrinks to keep the margin (never below the frame's minimum height).
 */
export function statisticsPopupGeometry(screen: ScreenSize): PopupGeometry {
  const availWidth = screen.availWidth ?? screen.width;
  const usableHeight = (screen.availHeight ?? screen.height) - STATISTICS_POPUP.bottomMarginPx;
  const height = Math.max(
    STATISTICS_FRAME_MIN_HEIGHT_PX,
    Math.min(statisticsPopupHeight(screen.height), usableHeight),
  );
  const width = STATISTICS_POPUP.widthPx;
  return {
    width,
    height,
    left: Math.max(0, Math.floor((availWidth - width) / 2)),
    top: Math.max(0, Math.floor((usableHeight - height) / 2)),
  };
}

/** The `window.open` features text of a geometry. */
export function popupFeatures(geometry: PopupGeometry): string {
  const { width, height, left, top } = geometry;
  return `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
}
