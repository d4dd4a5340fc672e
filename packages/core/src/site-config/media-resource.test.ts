import { describe, expect, it } from 'vitest';
import { MEDIA_FALLBACK_PIXEL } from './content-sections.schema';
import { locateMedia } from './media-resource';

const dictionary = {
  mediaResources: { 'promo-top': '/genfiles/cms/1/desktop/promo/top.webp', toString: '/media/odd-name.png' },
  mediaFallback: MEDIA_FALLBACK_PIXEL,
};

describe('locateMedia (CFG-15)', () => {
  it.each([
    ['promo-top', '/genfiles/cms/1/desktop/promo/top.webp', false],
    ['toString', '/media/odd-name.png', false],
    ['/registration/welcome.svg', '/registration/welcome.svg', false],
    ['https://cdn.example.com/a.png', 'https://cdn.example.com/a.png', false],
    ['promo-gone', MEDIA_FALLBACK_PIXEL, true],
    ['constructor', MEDIA_FALLBACK_PIXEL, true],
    ['javascript:alert(1)', MEDIA_FALLBACK_PIXEL, true],
  ])('%s -> %s (missing: %s)', (reference, url, missing) => {
    expect(locateMedia(dictionary, reference)).toEqual({ url, missing });
  });
});
