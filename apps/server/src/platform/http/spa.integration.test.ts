import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness/test-app';

const INDEX = '<!doctype html><title>Sportsbook</title><div id="root"></div>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))});`;

/** A built web app in miniature: index.html, a hashed asset with its precompressed twins, a root file. */
function writeWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'sb-spa-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const asset = path.join(dist, 'assets', 'index-AbC123.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  return dist;
}

describe('serving the built web app', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = writeWebDist();
    t = await createTestApp('pglite', { serveWeb: true, settings: { webDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/en/', '/ru/office/history', '/ar/casino?category=5'])(
    'answers the page %s with index.html, never cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toBeDefined();
      expect(response.body).toBe(INDEX);
    },
  );

  it.each([
    ['GET', '/casino'],
    ['GET', '/english/page'],
    ['GET', '/assets/missing-123.js'],
    ['GET', '/web-api/no-such-call'],
    ['POST', '/en/'],
  ] as const)(
    'answers %s %s outside the pages with 404 in the error body, not the page',
    async (method, url) => {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errors: [{ code: 'NOT_FOUND' }] });
    },
  );

  it('sends hashed assets precompressed and cached for a year', async () => {
    for (const [encoding, isPrecompressedFile] of [
      ['br', (body: Buffer) => brotliCompressSync(SCRIPT).equals(body)],
      ['gzip', (body: Buffer) => gzipSync(SCRIPT).equals(body)],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/index-AbC123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(isPrecompressedFile(response.rawPayload)).toBe(true);
    }
  });

  it('caches the files of the build root, which keep their names, for an hour only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });
});
