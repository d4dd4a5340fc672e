import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error';
import { createUnauthorizedRetry, TOKEN_NOT_AUTHENTICATED } from './unauthorized-retry';

const unauthorized = () => new HttpError({ statusCode: 401, message: 'expired' });

describe('createUnauthorizedRetry (HTTP-16: 401 retry limit 3)', () => {
  it('refreshes the token once and repeats the call after a 401', async () => {
    const refresh = vi.fn().mockResolvedValue(undefined);
    const call = vi.fn().mockRejectedValueOnce(unauthorized()).mockResolvedValueOnce('data');
    const withRefresh = createUnauthorizedRetry(refresh);
    await expect(withRefresh('/service-api/x', call)).resolves.toBe('data');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('raises TOKEN_NOT_AUTHENTICATED after 3 failed attempts for the same URL', async () => {
    const refresh = vi.fn().mockResolvedValue(undefined);
    const call = vi.fn().mockRejectedValue(unauthorized());
    const withRefresh = createUnauthorizedRetry(refresh);
    await expect(withRefresh('/a', call)).rejects.toMatchObject({ statusCode: 401, message: 'expired' });
    await expect(withRefresh('/a', call)).rejects.toMatchObject({ message: TOKEN_NOT_AUTHENTICATED });
    expect(call).toHaveBeenCalledTimes(3);
  });

  it('counts failures per URL and forgets them after a success', async () => {
    const withRefresh = createUnauthorizedRetry(vi.fn().mockResolvedValue(undefined));
    await withRefresh('/a', vi.fn().mockRejectedValueOnce(unauthorized()).mockResolvedValueOnce(1));
    await expect(withRefresh('/b', vi.fn().mockResolvedValue(2))).resolves.toBe(2);
    await expect(
      withRefresh('/a', vi.fn().mockRejectedValueOnce(unauthorized()).mockResolvedValueOnce(3)),
    ).resolves.toBe(3);
  });

  it('passes other errors through untouched', async () => {
    const refresh = vi.fn();
    const forbidden = new HttpError({ statusCode: 403, message: 'no' });
    await expect(createUnauthorizedRetry(refresh)('/a', () => Promise.reject(forbidden))).rejects.toBe(
      forbidden,
    );
    expect(refresh).not.toHaveBeenCalled();
  });
});
