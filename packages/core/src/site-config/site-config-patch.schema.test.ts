import { describe, expect, it } from 'vitest';
import { siteConfigPatchSchema } from './site-config-patch.schema';

function issuePaths(patch: unknown): string[] {
  const result = siteConfigPatchSchema.safeParse(patch);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
}

describe('site configuration patch schema', () => {
  it('accepts any part of the configuration at any depth', () => {
    const patch = {
      captcha: { captcha_type: 'puzzle' },
      customize: { colors: { accent: '#ff6600' } },
      geo: { minimumAge: { byCountry: { KZ: 21 } }, twelveHourClockCountries: ['US'] },
      other: { coefficientFormatByLanguage: { en: 1 } },
    };
    expect(siteConfigPatchSchema.parse(patch)).toEqual(patch);
    expect(siteConfigPatchSchema.parse({})).toEqual({});
  });

  it.each([
    [{ headr: {} }, ''],
    [{ header: { visibleItemz: 3 } }, 'header'],
    [{ customize: { colors: { accnt: '#ffffff' } } }, 'customize.colors'],
  ])('refuses the unknown key in %j', (patch, path) => {
    expect(issuePaths(patch)).toEqual([path]);
  });

  it.each([
    [{ captcha: { captcha_type: 'recaptcha' } }, 'captcha.captcha_type'],
    [{ header: { visibleItems: -1 } }, 'header.visibleItems'],
    [{ geo: { minimumAge: { byCountry: { kz: 21 } } } }, 'geo.minimumAge.byCountry.kz'],
    [{ geo: { twelveHourClockCountries: 'US' } }, 'geo.twelveHourClockCountries'],
    [{ support: { apiVersion: 4 } }, 'support.apiVersion'],
  ])('refuses the invalid value in %j', (patch, path) => {
    expect(issuePaths(patch)).toEqual([path]);
  });
});
