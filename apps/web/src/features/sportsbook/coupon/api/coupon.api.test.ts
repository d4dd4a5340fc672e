import { afterEach, describe, expect, it, vi } from 'vitest';
import { CouponRefusal, placeBet } from './coupon.api';

const envelope = (Value: unknown, refusal?: { ErrorCode: number; Error: string }) =>
  new Response(
    JSON.stringify({
      Success: !refusal,
      Error: refusal?.Error ?? '',
      ErrorCode: refusal?.ErrorCode ?? 0,
      Id: 0,
      Guid: '',
      Value,
    }),
    { status: 200, headers: { 'Content-Type': 'application/json' } },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('placeBet (MakeBetWeb with the live delay)', () => {
  it('re-posts with the betGUID the server answered after its waitTime, until the bet has an Id', async () => {
    vi.useFakeTimers();
    const bodies: Record<string, unknown>[] = [];
    const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/getsessionid')) return Response.json({ data: { session_id: 'page-session' } });
      bodies.push(JSON.parse(String(init.body)) as Record<string, unknown>);
      return bodies.length === 1
        ? envelope({ betGUID: 'server-guid', waitTime: 5000 })
        : envelope({ Id: 42, Balance: 90 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const waits: number[] = [];
    const placed = placeBet({ Summ: 10, Vid: 0 }, (ms) => waits.push(ms));
    await vi.advanceTimersByTimeAsync(4999);
    expect(bodies).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(placed).resolves.toMatchObject({ Id: 42, Balance: 90 });
    expect(waits).toEqual([5000]);
    const bets = fetchMock.mock.calls.filter(([url]) => url === '/service-api/LiveBet/Secure/MakeBetWeb');
    expect(bets.map(([, init]) => init.headers)).toEqual([
      expect.objectContaining({ 'x-session-id': 'page-session' }),
      expect.objectContaining({ 'x-session-id': 'page-session' }),
    ]);
    expect(bodies[0]).toMatchObject({ Summ: 10, Vid: 0 });
    expect(typeof bodies[0]!.betGUID).toBe('string');
    expect(bodies[1]).toMatchObject({ Summ: 10, Vid: 0, betGUID: 'server-guid' });
  });

  it('turns a refusal into a CouponRefusal with its code and details', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        envelope({ maxBet: 500 }, { ErrorCode: 109, Error: 'The stake is over the maximum' }),
      ),
    );
    const refusal = await placeBet({ Summ: 1000 }, () => undefined).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(CouponRefusal);
    expect(refusal).toMatchObject({ code: 109, value: { maxBet: 500 } });
  });
});
