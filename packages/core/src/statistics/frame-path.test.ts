import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { frameAddressOf, hostPathOf, pagePathFromHost, statisticsPagePathOf } from './frame-path';

describe('mirroring a frame page in the host address', () => {
  it('reads the page of a statistics address, without the frame’s own settings', () => {
    expect(statisticsPagePathOf('/en/statisticpopup/game/1/5/main', '?d=1&p=x&ln=en')).toBe('game/1/5/main');
    expect(statisticsPagePathOf('/en/statisticpopup/stage/1/9', '?tt=1&d=1')).toBe('stage/1/9?tt=1');
    expect(statisticsPagePathOf('/en/line/1')).toBeNull();
  });

  it.each([
    ['game/1/5/main', '/en/statistics', '/en/statistics/game/1/5/main'],
    ['game/1/5/main', 'en/statistics/', '/en/statistics/game/1/5/main'],
    ['/horse/3', '', '/horse/3'],
    ['stage/1/9?tt=2', '/stats', '/stats/stage/1/9?tt=2'],
  ])('adds the prefix: %s with %s → %s', (page, prefix, host) => {
    expect(hostPathOf(page, prefix)).toBe(host);
  });

  it.each([
    ['/en/statistics/game/1/5/main', '/en/statistics', 'game/1/5/main'],
    ['/en/statistics/stage/1/9?tt=2', '/en/statistics/', 'stage/1/9?tt=2'],
    ['/horse/3', '', 'horse/3'],
    ['/en/statistics', '/en/statistics', null],
    ['/en/statisticsx/game/1/5', '/en/statistics', null],
    ['/en/line/football', '/en/statistics', null],
  ])('removes the prefix: %s with %s → %s', (host, prefix, page) => {
    expect(pagePathFromHost(host, prefix)).toBe(page);
  });

  it('removing the prefix undoes adding it (property)', () => {
    const segment = fc.stringMatching(/^[a-z0-9]{1,6}$/);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 3 }),
        fc.array(segment, { minLength: 1, maxLength: 4 }),
        (pre, page) => {
          const prefix = pre.length ? `/${pre.join('/')}` : '';
          const pagePath = page.join('/');
          expect(pagePathFromHost(hostPathOf(pagePath, prefix), prefix)).toBe(pagePath);
        },
      ),
    );
  });

  it('opens a page in the frame keeping the frame’s settings', () => {
    expect(frameAddressOf('en', 'team/1/7', '?d=1&p=a&tt=1')).toBe('/en/statisticpopup/team/1/7?d=1&p=a');
    expect(frameAddressOf('en', 'stage/1/9?tt=2', '?d=1')).toBe('/en/statisticpopup/stage/1/9?d=1&tt=2');
  });
});
