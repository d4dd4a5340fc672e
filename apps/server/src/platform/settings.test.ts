import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSettings, SettingsError } from './settings';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'sb-settings-'));

describe('settings from the environment', () => {
  it('uses the documented defaults', () => {
    const settings = loadSettings({ DATA_DIR: dataDir() });
    expect(settings).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      mode: 'development',
      feedSpeed: 1,
      seedDemo: true,
    });
    expect(settings.databaseUrl).toBeUndefined();
  });

  it('names every invalid variable with what is wrong', () => {
    try {
      loadSettings({ PORT: 'eighty', DATABASE_URL: 'mysql://x', MODE: 'staging', FEED_SPEED: '-2' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SettingsError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(message).toContain('MODE');
      expect(message).toContain('FEED_SPEED');
    }
  });

  it('reads social sign-in clients from SOCIAL_LOGIN JSON and names a malformed one', () => {
    const settings = loadSettings({
      DATA_DIR: dataDir(),
      SOCIAL_LOGIN: '{"google":{"clientId":"id-1","clientSecret":"s-1"},"telegram":{"botToken":"123:abc"}}',
    });
    expect(settings.socialLogin).toEqual({
      google: { clientId: 'id-1', clientSecret: 's-1' },
      telegram: { botToken: '123:abc' },
    });
    expect(() => loadSettings({ SOCIAL_LOGIN: '{google:' })).toThrow(/SOCIAL_LOGIN: must be JSON/);
    expect(() => loadSettings({ SOCIAL_LOGIN: '{"telegram":{"botToken":"nope"}}' })).toThrow(
      /botToken must look like/,
    );
  });

  it('reads captcha vendor secrets from CAPTCHA_VENDORS JSON; hunt needs its siteverify address', () => {
    const settings = loadSettings({
      DATA_DIR: dataDir(),
      CAPTCHA_VENDORS:
        '{"google":{"secret":"g-1"},"hunt":{"secret":"h-1","verifyUrl":"https://hunt.example/siteverify"}}',
    });
    expect(settings.captchaVendors).toEqual({
      google: { secret: 'g-1' },
      hunt: { secret: 'h-1', verifyUrl: 'https://hunt.example/siteverify' },
    });
    expect(loadSettings({ DATA_DIR: dataDir() }).captchaVendors).toEqual({});
    expect(() => loadSettings({ CAPTCHA_VENDORS: '{google' })).toThrow(/CAPTCHA_VENDORS: must be JSON/);
    expect(() => loadSettings({ CAPTCHA_VENDORS: '{"hunt":{"secret":"h-1"}}' })).toThrow(
      /hunt needs a verifyUrl/,
    );
    expect(() => loadSettings({ CAPTCHA_VENDORS: '{"recaptcha":{"secret":"x"}}' })).toThrow(
      /CAPTCHA_VENDORS/,
    );
  });

  it('reads the AB tests from AB_EXPERIMENTS JSON, else runs the default one', () => {
    const settings = loadSettings({
      DATA_DIR: dataDir(),
      AB_EXPERIMENTS: '[{"id":"menu","variants":[{"name":"old","weight":3},{"name":"new","weight":1}]}]',
    });
    expect(settings.abExperiments).toEqual([
      {
        id: 'menu',
        variants: [
          { name: 'old', weight: 3 },
          { name: 'new', weight: 1 },
        ],
      },
    ]);
    expect(loadSettings({ DATA_DIR: dataDir() }).abExperiments.map((test) => test.id)).toEqual([
      'checkout-v2',
    ]);
    expect(() => loadSettings({ AB_EXPERIMENTS: '[{"id":"x","variants":[]}]' })).toThrow(/AB_EXPERIMENTS/);
    expect(() => loadSettings({ AB_EXPERIMENTS: '[' })).toThrow(/AB_EXPERIMENTS: must be JSON/);
  });

  it('requires the secrets in production', () => {
    expect(() => loadSettings({ MODE: 'production', DATA_DIR: dataDir() })).toThrow(
      /OPS_TOKEN: required in production/,
    );
    const settings = loadSettings({
      MODE: 'production',
      DATA_DIR: dataDir(),
      OPS_TOKEN: 'o'.repeat(24),
      SESSION_SECRET: 's'.repeat(32),
    });
    expect(settings.seedDemo).toBe(false);
  });

  it('generates the operator token into DATA_DIR once and keeps it across restarts', () => {
    const dir = dataDir();
    const first = loadSettings({ DATA_DIR: dir });
    expect(first.opsToken.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'ops-token'), 'utf8').trim()).toBe(first.opsToken);
    expect(loadSettings({ DATA_DIR: dir }).opsToken).toBe(first.opsToken);
  });

  it('reads the geo header name lower-cased and the default country upper-cased', () => {
    const settings = loadSettings({
      DATA_DIR: dataDir(),
      GEO_COUNTRY_HEADER: 'CF-IPCountry',
      DEFAULT_GEO_COUNTRY: 'kz',
    });
    expect(settings).toMatchObject({ geoCountryHeader: 'cf-ipcountry', defaultGeoCountry: 'KZ' });
    expect(loadSettings({ DATA_DIR: dataDir() }).geoCountryHeader).toBe('x-geo-country');
    expect(() => loadSettings({ DEFAULT_GEO_COUNTRY: 'Kazakhstan' })).toThrow(/DEFAULT_GEO_COUNTRY/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadSettings({ DATA_DIR: dataDir(), DATABASE_URL: '', PORT: '' }).port).toBe(8080);
  });
});
