import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from './site-config.defaults';
import { siteConfigSchema } from './site-config.schema';

// Literal spec values on purpose: a wrong shared constant must fail here, not pass through.
describe('default site configuration', () => {
  it('is a valid configuration as it stands', () => {
    expect(siteConfigSchema.parse(DEFAULT_SITE_CONFIG)).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('holds the defaults of spec section 9', () => {
    const c = DEFAULT_SITE_CONFIG;
    expect(c.other.mainLanguage).toBe('en');
    expect(c.betting).toMatchObject({
      oddsViewId: 0,
      coefficientFormat: 0,
      allowedBettingViews: [0],
      marketType: 0,
    });
    expect(c.global.scrollToTopButton).toEqual({ enabled: true, type: 'arrow', showAfterScreens: 4 });
    expect(c.geo.minimumAge.default).toBe(18);
    expect(c.coupon).toMatchObject({ maxBets: 50, maxBetsSystemOrMulti: 20, historyDays: 7 });
    expect(c.auth.autoLogoffMs).toBe(30 * 60 * 1000);
    expect(c.licence.autoLogoffEnabled).toBe(false);
    expect(c.header).toMatchObject({ visibleItems: 9, navIndent: 100 });
    expect(c.registration.paymentsShown).toBe(15);
    expect(c.casino).toMatchObject({ dashboardGamesLimit: 20, mediaPlayerMode: 3 });
    expect(c.other.amountTemplate).toBe('{v} {c}');
    expect(c.iframe.statistics.minHeight).toBe(280);
  });

  it('holds the fixed values of spec sections 2, 6 and 7', () => {
    const c = DEFAULT_SITE_CONFIG;
    expect(c.dictionary.mediaFallback).toBe('/genfiles/cms/1/desktop/system/pixel.png');
    expect(c.thirdParty.officePath).toBe('/office/casino');
    expect(c.promo.bonusPopupLink).toBe('/bonus/rules/1st');
    expect(c.geo.phoneRegistrationCountries).toEqual([
      'UA',
      'RU',
      'BY',
      'AZ',
      'AM',
      'KZ',
      'KG',
      'MD',
      'TM',
      'TJ',
      'UZ',
      'GH',
      'GE',
      'RS',
    ]);
    expect(c.support.apiVersion).toBe(3);
    expect(c.cyber.sections).toEqual(expect.arrayContaining([9, 28, 1001, 1012]));
  });

  it('offers English, Russian and Arabic with stable ids and a flag each', () => {
    const { languages, languageOrder, flagsByLanguage } = DEFAULT_SITE_CONFIG.other;
    expect(languages.map((l) => [l.code, l.id, l.locale])).toEqual([
      ['en', 118, 'en_GB'],
      ['ru', 463, 'ru_RU'],
      ['ar', 18, 'ar_AE'],
    ]);
    expect(languageOrder.every((code) => flagsByLanguage[code])).toBe(true);
  });

  it('gives every header item an i18n key and a route link', () => {
    for (const item of DEFAULT_SITE_CONFIG.header.menuItems) {
      expect(item.langKey).toMatch(/^layout\.menu\.[a-z-]+$/);
      expect(item.link.startsWith('/')).toBe(true);
    }
  });
});
