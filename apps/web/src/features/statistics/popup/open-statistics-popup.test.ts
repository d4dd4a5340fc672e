import { afterEach, describe, expect, it, vi } from 'vitest';
import { openStatisticsPopup, STATISTICS_WINDOW_NAME } from './open-statistics-popup';

function stubScreen(height: number, availHeight = height, width = 1920) {
  vi.spyOn(window, 'screen', 'get').mockReturnValue({
    width,
    height,
    availWidth: width,
    availHeight,
  } as Screen);
}

describe('the statistics pop-up window', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    [900, 500],
    [1080, 780],
    [1440, 984],
  ])('on a screen %i px high opens 1024 x %i, centred, 40 px above the bottom', (screenHeight, height) => {
    stubScreen(screenHeight);
    const focus = vi.fn();
    const open = vi.spyOn(window, 'open').mockReturnValue({ focus } as unknown as Window);
    expect(openStatisticsPopup('/en/statisticpopup/game/0/5/main')).not.toBeNull();
    const [url, name, features] = open.mock.calls[0]!;
    expect(url).toBe('/en/statisticpopup/game/0/5/main');
    expect(name).toBe(STATISTICS_WINDOW_NAME);
    const values = Object.fromEntries(
      String(features)
        .split(',')
        .map((pair) => pair.split('=')),
    );
    expect(Number(values.width)).toBe(1024);
    expect(Number(values.height)).toBe(height);
    expect(Number(values.left)).toBe((1920 - 1024) / 2);
    expect(Number(values.top) + height + 40).toBeLessThanOrEqual(screenHeight);
    expect(focus).toHaveBeenCalled();
  });

  it('answers null when the browser blocks the window', () => {
    stubScreen(1080);
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openStatisticsPopup('/en/statisticpopup/horse/1')).toBeNull();
  });
});
