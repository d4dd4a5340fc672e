import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FRAME_QUERY_KEYS,
  frameMinHeight,
  frameQuery,
  frameSettingsOf,
  readFrameSettings,
  statisticsFrameSrc,
  type FrameSettings,
  type StatisticsFrameParams,
} from './frame-params';

const SPEC_KEYS = 'tt h hs ln lc w pi pt gti rtl fh hb isc d is12h htl hcl hn r g p tz geo mh'.split(' ');

const full: StatisticsFrameParams = {
  href: 'game/1/123/main',
  refId: 7,
  projectId: 2,
  geo: 'gb',
  timeZone: 3,
  language: 'en',
  locale: 'en-GB',
  contentWidth: 960,
  syncHistoryWithIframe: true,
  fixedIframeHeight: true,
  minHeight: 400,
  activateGoBack: true,
  internalContentScrolling: true,
  postMessageListenerId: 'stats1',
  isRtl: true,
  isDarkTheme: true,
  is12h: true,
  transformPrefix: '/en/statistics',
  tableType: '1',
  gTagId: 'G-TEST1',
  isHideTeamLogos: true,
  isHideChampLogos: true,
  isHideNavigationButtons: true,
  paintId: 2,
};

describe('statistics frame query parameters', () => {
  it('uses exactly the spec’s 24 short keys', () => {
    expect(
      Object.values(FRAME_QUERY_KEYS)
        .map(([key]) => key)
        .sort(),
    ).toEqual([...SPEC_KEYS].sort());
  });

  it('writes every parameter under its short key', () => {
    const query = frameQuery(frameSettingsOf(full, { hiddenItems: ['lineups', 'venue'], oddsFormat: 3 }));
    expect(Object.fromEntries(query)).toEqual({
      tt: '1',
      h: 'lineups-venue',
      hs: '1',
      ln: 'en',
      lc: 'en-GB',
      w: '960',
      pi: '2',
      pt: '2',
      gti: 'G-TEST1',
      rtl: '1',
      fh: '1',
      hb: '1',
      isc: '1',
      d: '1',
      is12h: '1',
      htl: '1',
      hcl: '1',
      hn: '1',
      r: '7',
      g: '3',
      p: 'stats1',
      tz: '3',
      geo: 'gb',
      mh: '400',
    });
  });

  it('leaves out flags that are off, empty lists and the default minimum height', () => {
    const query = frameQuery(frameSettingsOf({ href: 'horse/1', language: 'ru' }));
    expect(query.toString()).toBe('ln=ru');
  });

  it('reads back what it writes', () => {
    const settings = frameSettingsOf(full, { hiddenItems: ['h2h', 'lineups'], oddsFormat: 0 });
    expect(readFrameSettings(frameQuery(settings).toString())).toEqual(settings);
  });

  it('round-trips any settings (property)', () => {
    const flag = fc.boolean();
    const text = fc.stringMatching(/^[A-Za-z0-9-]{1,12}$/);
    const arb = fc.record({
      isDarkTheme: flag,
      is12h: flag,
      isRtl: flag,
      syncHistoryWithIframe: flag,
      timeZone: fc.option(fc.integer({ min: -12, max: 14 }), { nil: undefined }),
      contentWidth: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: undefined }),
      minHeight: fc.integer({ min: 280, max: 3000 }),
      gTagId: fc.option(text, { nil: undefined }),
      hiddenItems: fc.uniqueArray(fc.stringMatching(/^[A-Za-z0-9]{1,8}$/), { maxLength: 5 }),
    });
    fc.assert(
      fc.property(arb, (partial) => {
        const settings: FrameSettings = { ...readFrameSettings(''), ...partial };
        expect(readFrameSettings(frameQuery(settings))).toEqual(settings);
      }),
    );
  });

  it('joins hidden items with "-" and drops ids that could not travel', () => {
    const settings = frameSettingsOf({ href: 'x', language: 'en' }, { hiddenItems: ['a1', 'b-c', 'd'] });
    expect(frameQuery(settings).get('h')).toBe('a1-d');
    expect(readFrameSettings('h=a1--d-a1-%24').hiddenItems).toEqual(['a1', 'd']);
  });

  it('ignores malformed values and keeps the spec’s minimum height', () => {
    const settings = readFrameSettings('w=wide&tz=3.5&d=yes&mh=100');
    expect(settings.contentWidth).toBeUndefined();
    expect(settings.timeZone).toBeUndefined();
    expect(settings.isDarkTheme).toBe(false);
    expect(settings.minHeight).toBe(280);
    expect(frameMinHeight(undefined)).toBe(280);
    expect(frameMinHeight(600)).toBe(600);
  });

  it('builds the frame’s address below the language and statisticpopup', () => {
    expect(statisticsFrameSrc({ href: '/stage/1/9?tt=2', language: 'ar', isRtl: true })).toBe(
      '/ar/statisticpopup/stage/1/9?tt=2&ln=ar&rtl=1',
    );
    expect(statisticsFrameSrc({ href: 'stage/1/9?tt=2', language: 'en', tableType: '1' })).toBe(
      '/en/statisticpopup/stage/1/9?tt=1&ln=en',
    );
  });
});
