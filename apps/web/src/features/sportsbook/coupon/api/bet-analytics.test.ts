import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { placeBet } from './coupon.api';

type Sent = { e: number; m?: Record<string, unknown> };

/** The bet service answering `bet`, and the analytics host recording the events it receives. */
function servers(bet: () => object) {
  const events: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.endsWith('/getsessionid')) return Response.json({ data: { session_id: 'page-session' } });
      if (url.endsWith('/event.json')) {
        events.push(...(JSON.parse(String(init.body)) as { ev: Sent[] }).ev);
        return Response.json({ data: { ts: Date.now() } });
      }
      return Response.json({ Id: 0, Guid: '', ...bet() });
    }),
  );
  const sent = async () => {
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(3000);
    return events.filter((event) => event.e !== ANALYTICS_EVENT.USER_NEW);
  };
  return { sent };
}

describe('bet analytics (ANA-06, ANA-07)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('counts an accepted bet as bet done and as a successful bet', async () => {
    const host = servers(() => ({
      Success: true,
      Error: '',
      ErrorCode: 0,
      Value: { Id: 42, Coupon: { Summ: 10, Events: [] } },
    }));
    await placeBet({ Summ: 10, Vid: 0 }, () => undefined);
    expect(await host.sent()).toEqual([
      { ts: expect.any(Number), e: ANALYTICS_EVENT.BET_DONE, m: { i1: 1, f1: 10 } },
      { ts: expect.any(Number), e: ANALYTICS_EVENT.SUCCESSFULL_BET, m: { i1: 1, f1: 10 } },
    ]);
  });

  it('counts a refused bet as a bet error with the refusal code', async () => {
    const host = servers(() => ({
      Success: false,
      Error: 'The stake is over the maximum',
      ErrorCode: 109,
      Value: null,
    }));
    await expect(placeBet({ Summ: 1000 }, () => undefined)).rejects.toMatchObject({ code: 109 });
    expect(await host.sent()).toEqual([
      { ts: expect.any(Number), e: ANALYTICS_EVENT.BET_ERROR, m: { i1: 109 } },
    ]);
  });

  it('counts nothing yet for an auto bet, which is only held', async () => {
    const host = servers(() => ({ Success: true, Error: '', ErrorCode: 0, Value: { AutoBetId: 5 } }));
    await placeBet({ Summ: 10, Vid: 0 }, () => undefined);
    expect(await host.sent()).toEqual([]);
  });
});
