import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '@dictionaries/en.json';
import { DICTIONARY_CACHE_MS } from '@sportsbook/core/constants/network-timing.constants';
import { loadDictionary, prefetchDictionary } from './dictionary-loader';

const HOUR_MS = 3_600_000;
const T0 = 1_700_000_000_000;

function serve(map: Record<string, string>, version = 'v1') {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL) =>
      new Response(JSON.stringify({ data: { attributes: { dictionaryMap: JSON.stringify(map), version } } })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('loadDictionary (CFG-12, CFG-14)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches /translation-api/by-lang/<lang> and parses the dictionaryMap JSON text', async () => {
    const fetchMock = serve({ 'header.login': 'Войти' });
    await expect(loadDictionary('ru', '1', T0)).resolves.toEqual({ 'header.login': 'Войти' });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/translation-api/by-lang/ru');
  });

  it('answers from local storage for 24 hours, then fetches again', async () => {
    const fetchMock = serve({ a: 'first' });
    await loadDictionary('en', '1', T0);
    serve({ a: 'second' });
    await expect(loadDictionary('en', '1', T0 + 23 * HOUR_MS)).resolves.toEqual({ a: 'first' });
    await expect(loadDictionary('en', '1', T0 + DICTIONARY_CACHE_MS)).resolves.toEqual({ a: 'second' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('drops the cached copy when the configuration names another dictionary version', async () => {
    serve({ a: 'old' });
    await loadDictionary('en', '1', T0);
    serve({ a: 'new' });
    await expect(loadDictionary('en', '2', T0 + HOUR_MS)).resolves.toEqual({ a: 'new' });
  });

  it('logs a failure and falls back to a stale copy', async () => {
    serve({ a: 'stale' });
    await loadDictionary('en', '1', T0);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 500 })),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadDictionary('en', '1', T0 + DICTIONARY_CACHE_MS + 1)).resolves.toEqual({ a: 'stale' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('falls back to the dictionary bundled with the build when nothing is cached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(loadDictionary('en', '1', T0)).resolves.toEqual(en);
  });

  it('uses a fetch started before the configuration was known, once, instead of fetching again', async () => {
    const fetchMock = serve({ a: 'early' });
    prefetchDictionary('ar', T0);
    prefetchDictionary('ar', T0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(loadDictionary('ar', '1', T0)).resolves.toEqual({ a: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    serve({ a: 'later' });
    await expect(loadDictionary('ar', '2', T0)).resolves.toEqual({ a: 'later' });
  });

  it('starts no early fetch while a copy younger than 24 hours is kept', async () => {
    serve({ a: 'kept' });
    await loadDictionary('ru', '1', T0);
    const fetchMock = serve({ a: 'unused' });
    prefetchDictionary('ru', T0 + HOUR_MS);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
