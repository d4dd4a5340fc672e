import { describe, expect, it, vi } from 'vitest';
import { httpRequest } from '../../../shared/http/http-client';
import { fetchSiteConfig, type SiteConfig } from '../../../shared/site-config/site-config.api';
import { feedCall } from './feed-request';

vi.mock('../../../shared/http/http-client', () => ({ httpRequest: vi.fn() }));

const request = vi.mocked(httpRequest);
const config = {
  global: { buildProjectId: 0 },
  derived: { partnerId: 7, groupId: 31, geoCountryId: 1 },
} as unknown as SiteConfig;

describe('feed calls (CFG-28)', () => {
  it('carry the partner, country and group of the site configuration next to their own parameters', async () => {
    request.mockResolvedValueOnce({ data: config });
    await fetchSiteConfig('en');
    request.mockResolvedValueOnce({ Success: true, Error: '', ErrorCode: 0, Value: [] });
    await feedCall('line', 'GetSportsShortZip', { lng: 'en', cfview: 0 });
    expect(request).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: '/service-api/LineFeed/GetSportsShortZip',
        query: { partner: 7, country: 1, gr: 31, lng: 'en', cfview: 0 },
      }),
    );
  });
});
