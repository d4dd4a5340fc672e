import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { popupFeatures, statisticsPopupGeometry, statisticsPopupHeight } from './popup-geometry';

describe('statistics pop-up geometry', () => {
  it.each([
    [600, 500],
    [1000, 500],
    [1001, 780],
    [1080, 780],
    [1200, 780],
    [1201, 984],
    [1440, 984],
    [2160, 984],
  ])('a screen %i px high opens a window %i px high', (screenHeight, height) => {
    expect(statisticsPopupHeight(screenHeight)).toBe(height);
    expect(statisticsPopupGeometry({ width: 1920, height: screenHeight }).height).toBe(height);
  });

  it('is 1024 wide, centred, with at least 40 px free below', () => {
    expect(statisticsPopupGeometry({ width: 1920, height: 1080 })).toEqual({
      width: 1024,
      height: 780,
      left: 448,
      top: 130,
    });
  });

  it('keeps the 40 px margin on any screen tall enough, and stays on screen', () => {
    fc.assert(
      fc.property(fc.integer({ min: 320, max: 4000 }), fc.integer({ min: 380, max: 3000 }), (w, h) => {
        const g = statisticsPopupGeometry({ width: w, height: h });
        expect(g.width).toBe(1024);
        expect(g.top).toBeGreaterThanOrEqual(0);
        expect(g.left).toBeGreaterThanOrEqual(0);
        expect(g.top + g.height + 40).toBeLessThanOrEqual(h);
      }),
    );
  });

  it('shrinks to the available height (a taskbar) but never below 280 px', () => {
    expect(statisticsPopupGeometry({ width: 1280, height: 1024, availHeight: 984 }).height).toBe(780);
    expect(statisticsPopupGeometry({ width: 1280, height: 1050, availHeight: 800 }).height).toBe(760);
    expect(statisticsPopupGeometry({ width: 800, height: 300 }).height).toBe(280);
  });

  it('writes the window.open features', () => {
    expect(popupFeatures({ width: 1024, height: 500, left: 10, top: 20 })).toBe(
      'width=1024,height=500,left=10,top=20,resizable=yes,scrollbars=yes',
    );
  });
});
