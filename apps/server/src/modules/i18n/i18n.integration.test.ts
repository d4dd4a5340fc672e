import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICTIONARIES } from '@sportsbook/core/i18n/dictionaries';
import { createTestApp, type TestApp } from '../../../test/harness/test-app';

// The translation calls read no table, so one database kind is enough here.
describe('translation calls', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a whole dictionary as JSON text with a content version, cached for 24 h', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/translation-api/by-lang/ru' });
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    expect(JSON.parse(attributes.dictionaryMap)).toEqual(DICTIONARIES.ru);
    expect(attributes).toMatchObject({
      language: 'ru',
      fallback: false,
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.headers['content-language']).toBe('ru');

    const again = await t.app.inject({
      method: 'GET',
      url: '/translation-api/by-lang/ru',
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('falls back to English for a language without a dictionary and says so', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/translation-api/by-lang/de' });
    expect(response.json().data.attributes).toMatchObject({ language: 'en', fallback: true });
    expect(response.headers['x-dictionary-fallback']).toBe('en');
    const locale = await t.app.inject({ method: 'GET', url: '/translation-api/by-lang/ar-AE' });
    expect(locale.json().data.attributes).toMatchObject({ language: 'ar', fallback: false });
  });

  it('maps dictionary units to hashed paths whose files hold the whole dictionary between them', async () => {
    const units = await t.app.inject({
      method: 'GET',
      url: '/translation-api/api/external/v2/unit/language/en',
    });
    expect(units.statusCode).toBe(200);
    expect(units.headers.etag).toBeDefined();
    const paths = Object.values(units.json().data as Record<string, string>);
    expect(paths.length).toBeGreaterThan(0);
    let merged: Record<string, string> = {};
    for (const path of paths) {
      const file = await t.app.inject({ method: 'GET', url: `/genfiles/web-app-v2/${path}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toMatch(/^application\/json/);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      merged = { ...merged, ...file.json() };
    }
    expect(merged).toEqual(DICTIONARIES.en);
  });

  it('answers an unknown dictionary file with 404 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/genfiles/web-app-v2/dictionaries/en/app.0000.json',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('NOT_FOUND');
  });
});
