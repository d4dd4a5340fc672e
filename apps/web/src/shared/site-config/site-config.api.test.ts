import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../http/http-error';
import { httpRequest } from '../http/http-client';
import { fetchSiteConfig } from './site-config.api';

vi.mock('../http/http-client', () => ({ httpRequest: vi.fn() }));

const request = vi.mocked(httpRequest);
const config = { global: { buildProjectId: 0 }, derived: { partnerId: 1, groupId: 0, geoCountryId: null } };
const serverError = () => new HttpError({ statusCode: 502, message: 'bad gateway' });

describe('fetchSiteConfig at boot (HTTP-16, HTTP-17)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    request.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks again after 3, 7 and 10 seconds and draws once an answer comes', async () => {
    request
      .mockRejectedValueOnce(serverError())
      .mockRejectedValueOnce(serverError())
      .mockRejectedValueOnce(serverError())
      .mockResolvedValueOnce({ data: config });
    const pending = fetchSiteConfig('en');
    await vi.advanceTimersByTimeAsync(2999);
    expect(request).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(6999);
    expect(request).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(request).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(pending).resolves.toBe(config);
    expect(request).toHaveBeenCalledTimes(4);
  });

  it("gives up with 'config is absent' after the last wait, keeping 'Attempts ended' as the cause", async () => {
    request.mockRejectedValue(serverError());
    const pending = fetchSiteConfig('en').catch((error: Error) => error);
    await vi.advanceTimersByTimeAsync(20_000);
    const error = await pending;
    expect(request).toHaveBeenCalledTimes(4);
    expect((error as Error).message).toMatch(/config is absent/i);
    expect(((error as Error).cause as Error).message).toBe('Attempts ended');
  });

  it.each([404, 451])('does not ask again after a %s answer', async (statusCode) => {
    request.mockRejectedValue(new HttpError({ statusCode, message: 'no' }));
    const error = await fetchSiteConfig('en').catch((failure: Error) => failure);
    expect(request).toHaveBeenCalledTimes(1);
    expect(((error as Error).cause as HttpError).statusCode).toBe(statusCode);
  });
});
