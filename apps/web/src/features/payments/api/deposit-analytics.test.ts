import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENT } from '@sportsbook/core/constants/analytics.constants';
import { analyticsHost } from '../../../shared/analytics/analytics-test-host';
import { paymentView } from '../payments.fixture';
import { reportCreditedDeposit } from './deposit-analytics';

describe('deposit analytics (ANA-07)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => vi.unstubAllGlobals());

  it('counts a credited deposit once, as first or repeat deposit as the server says', async () => {
    const host = analyticsHost();
    const first = paymentView({ id: 501, status: 'succeeded', amount: '25.50', currency: 'USD' });
    reportCreditedDeposit({ payment: first, firstDeposit: true });
    reportCreditedDeposit({ payment: first, firstDeposit: true });
    reportCreditedDeposit({ payment: paymentView({ id: 502, status: 'succeeded' }), firstDeposit: false });
    reportCreditedDeposit({ payment: paymentView({ id: 503, status: 'created' }) });
    await vi.dynamicImportSettled();
    await vi.advanceTimersByTimeAsync(3000);
    const events = host.events().flatMap((call) => call.body.ev ?? []);
    expect(events.filter((event) => event.e !== ANALYTICS_EVENT.USER_NEW)).toEqual([
      {
        ts: expect.any(Number),
        e: ANALYTICS_EVENT.FIRST_DEPOSIT,
        m: expect.objectContaining({ f1: 25.5, s1: 'USD' }),
      },
      { ts: expect.any(Number), e: ANALYTICS_EVENT.RE_DEPOSIT, m: expect.any(Object) },
    ]);
  });
});
