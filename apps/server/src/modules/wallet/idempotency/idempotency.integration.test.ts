import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../test/harness/test-app';
import { AppError } from '../../../platform/http/app-error';
import { moneyTransaction } from '../money-transaction';
import { IDEMPOTENCY_SERVICE } from './idempotency.service';

describeEachDatabase('idempotency store', (t) => {
  const service = () => t().app.ctx.services.get(IDEMPOTENCY_SERVICE);
  const once = <T>(scope: string, key: string, params: unknown, work: () => Promise<T>) =>
    moneyTransaction(t().app.ctx.db, (trx) => service().once(trx, { scope, key, params }, work));

  it('runs the work once per scope and key and answers repeats with its first result', async () => {
    let runs = 0;
    const work = async () => ({ run: ++runs, at: 'first' });
    expect(await once('test.a', 'k1', { amount: '5' }, work)).toEqual({ run: 1, at: 'first' });
    expect(await once('test.a', 'k1', { amount: '5' }, work)).toEqual({ run: 1, at: 'first' });
    expect(await once('test.b', 'k1', { amount: '5' }, work)).toEqual({ run: 2, at: 'first' });
    expect(runs).toBe(2);
  });

  it('refuses the same key with other parameters', async () => {
    await once('test.c', 'k', { amount: '5' }, async () => 'ok');
    await expect(once('test.c', 'k', { amount: '6' }, async () => 'ok')).rejects.toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
  });

  it('keeps nothing of work that failed, even when the caller caught the failure and committed', async () => {
    await moneyTransaction(t().app.ctx.db, async (trx) => {
      const failing = service().once(trx, { scope: 'test.d', key: 'k', params: {} }, async () => {
        throw new AppError('INSUFFICIENT_FUNDS');
      });
      await expect(failing).rejects.toBeInstanceOf(AppError);
    });
    expect(await once('test.d', 'k', {}, async () => 'second try')).toBe('second try');
  });
});
