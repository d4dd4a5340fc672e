import { paymentsOpsApi } from '@sportsbook/core/api/routes/payments-ops.routes';
import type { RouteRegistrar } from '../../../platform/http/route-registrar';
import { toOpsPayment } from '../payment-view';
import { archiveBefore, type PaymentsDeps } from '../payments-deps';
import type { PaymentRow } from '../payments.repository';
import type { RefundService } from '../refunds/refund.service';
import type { WithdrawalService } from '../withdrawals/withdrawal.service';

const OPS_PAGE_SIZE = 50;

/** The operator's payment calls: review and approve withdrawals, refund deposits, configure methods and blocks. */
export function registerPaymentsOpsRoutes(
  routes: RouteRegistrar,
  deps: PaymentsDeps,
  services: { withdrawals: WithdrawalService; refunds: RefundService },
): void {
  const answer = (row: PaymentRow) => ({ data: { payment: toOpsPayment(row, archiveBefore(deps)) } });

  routes.implement(paymentsOpsApi.list, async ({ query }) => {
    const { rows, total } = await deps.repository.list(
      deps.db,
      {
        ...(query.userId === undefined ? {} : { userId: query.userId }),
        ...(query.kind ? { kind: query.kind } : {}),
        ...(query.status ? { status: query.status } : {}),
      },
      { offset: (query.page - 1) * OPS_PAGE_SIZE, limit: OPS_PAGE_SIZE },
    );
    const before = archiveBefore(deps);
    return { data: { items: rows.map((row) => toOpsPayment(row, before)), total } };
  });

  routes.implement(paymentsOpsApi.approve, async ({ params }) =>
    answer(await services.withdrawals.approve(BigInt(params.id))),
  );

  routes.implement(paymentsOpsApi.reject, async ({ params, body }) =>
    answer(await services.withdrawals.reject(BigInt(params.id), body.reason)),
  );

  routes.implement(paymentsOpsApi.refund, async ({ params, body }) =>
    answer(
      await services.refunds.refund(BigInt(params.id), {
        amount: body.amount,
        reason: body.reason,
        idempotencyKey: body.idempotencyKey,
      }),
    ),
  );

  routes.implement(paymentsOpsApi.methods, () => ({ data: { methods: [...deps.config.allMethods()] } }));

  routes.implement(paymentsOpsApi.putMethod, async ({ params, body }) => {
    const method = { ...body, id: params.id };
    await deps.config.putMethod(method);
    return { data: { method } };
  });

  routes.implement(paymentsOpsApi.getSettings, () => ({ data: deps.config.current() }));

  routes.implement(paymentsOpsApi.putSettings, async ({ body }) => ({
    data: await deps.config.putSettings(body),
  }));

  routes.implement(paymentsOpsApi.putBlock, async ({ params, body }) => {
    await deps.config.putBlock({ userId: params.userId, ...body });
    return { data: { userId: params.userId, deposit: body.deposit, withdrawal: body.withdrawal } };
  });
}
