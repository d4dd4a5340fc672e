import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGISTRATION_DATA_DEFAULTS } from '@sportsbook/core/registration/registration-data.defaults';

/** The web app's public folder is the build root the server serves files from. */
const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../../public');

describe('default registration banners', () => {
  it('point at images the web build ships, so a fresh installation shows no broken image', () => {
    const banners = [
      REGISTRATION_DATA_DEFAULTS.banner,
      ...Object.values(REGISTRATION_DATA_DEFAULTS.bannersBySection ?? {}),
    ];
    expect(banners.length).toBeGreaterThan(1);
    for (const banner of banners) {
      expect(banner?.image, 'a site path').toMatch(/^\/[\w/.-]+$/);
      expect(existsSync(path.join(PUBLIC_DIR, banner?.image ?? '')), banner?.image).toBe(true);
    }
  });
});
