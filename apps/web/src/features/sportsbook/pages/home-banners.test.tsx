import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_FALLBACK_PIXEL } from '@sportsbook/core/site-config/content-sections.schema';
import { mockServer } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { siteConfigFixture } from '../../../test/site-config.fixture';

const banner = (id: string, image: string) => ({
  id,
  image,
  link: '/promotions',
  titleKey: 'routes.promotions',
});

describe('home banners (CFG-15)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a banner's picture from the partner's media map, a path as it is, and the pixel for a missing one", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockServer({
      config: siteConfigFixture('en', {
        dictionary: { mediaResources: { 'promo-top': '/genfiles/cms/1/desktop/promo/top.webp' } },
        bannerWidgets: {
          v2: {
            enabled: true,
            items: [
              banner('mapped', 'promo-top'),
              banner('direct', '/registration/welcome.svg'),
              banner('gone', 'promo-gone'),
            ],
          },
        },
      }),
    });
    renderApp('/en/');
    const list = await screen.findByRole('list', { name: 'Offers' });
    const pictures = within(list)
      .getAllByRole('link')
      .map((link) => link.style.backgroundImage);
    expect(pictures).toEqual([
      'url("/genfiles/cms/1/desktop/promo/top.webp")',
      'url("/registration/welcome.svg")',
      `url("${MEDIA_FALLBACK_PIXEL}")`,
    ]);
    expect(warn.mock.calls.filter(([text]) => String(text).includes('"promo-gone"'))).toHaveLength(1);
    expect(warn.mock.calls.filter(([text]) => String(text).startsWith('media:'))).toHaveLength(1);
  });
});
