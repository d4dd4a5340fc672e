export interface ScrollTopState {
  /** The page has been scrolled deeper than the threshold since it was last at the top. */
  armed: boolean;
  visible: boolean;
  lastY: number;
}

export const INITIAL_SCROLL_TOP_STATE: ScrollTopState = { armed: false, visible: false, lastY: 0 };

/**
 * UI-12: the button appears once the reader has gone `screens` screen heights down and then turns back up; it
 * hides while scrolling down again and resets at the top of the page.
 */
export function nextScrollTopState(
  state: ScrollTopState,
  y: number,
  viewportHeight: number,
  screens: number,
): ScrollTopState {
  if (y <= 0) return INITIAL_SCROLL_TOP_STATE;
  const armed = state.armed || y >= screens * viewportHeight;
  const goingUp = y < state.lastY;
  const visible = armed && (y === state.lastY ? state.visible : goingUp);
  return { armed, visible, lastY: y };
}
