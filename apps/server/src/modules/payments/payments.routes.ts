import type { FastifyRequest } from 'fastify';
import { officeApi } from '@sportsbook/core/api/routes/officeapi.routes';
import { paymentsApi } from '@sportsbook/core/api/routes/payments.routes';
import { AppError } from '../../platform/http/app-error';
import type { RouteRegistrar } from '../../platform/http/route-registrar';
import type { Settings } from '../../platform/settings';
import { detectGeoCountry } from '../site-config/geo-country';
import type { ConvertService } from './convert/convert.service';
import type { DepositService } from './deposits/deposit.service';
import type { PaymentHistoryService } from './history/payment-history.service';
import { registerPayAndPlayRoutes } from './pay-and-play/pay-and-play.routes';
import type { PayAndPlayService } from './pay-and-play/pay-and-play.service';
import { paymentPageData } from './payment-page-data';
import { toPaymentView } from './payment-view';
import { archiveBefore, type PaymentsDeps } from './payments-deps';
import { rawBodyOf } from './webhooks/raw-body.hook';
import type { WebhookService } from './webhooks/webhook.service';
import type { WithdrawalService } from './withdrawals/withdrawal.service';

export interface PaymentServices {
  readonly deposits: DepositService;
  readonly withdrawals: WithdrawalService;
  readonly webhooks: WebhookService;
  readonly history: PaymentHistoryService;
  readonly convert: ConvertService;
  readonly payAndPlay: PayAndPlayService;
}

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The player's payment calls and the providers' webhooks: HTTP only, the rules live in the services. */
export function registerPaymentRoutes(
  routes: RouteRegistrar,
  deps: PaymentsDeps,
  services: PaymentServices,
  settings: Settings,
): void {
  const { deposits, withdrawals, webhooks, history, convert } = services;
  registerPayAndPlayRoutes(routes, deps, services.payAndPlay, settings);

  routes.implement(paymentsApi.methods, async ({ query, request }) => {
    const country = await detectGeoCountry(request, query.country, deps.reference, settings);
    const offered = deps.config.offered(query.direction, country?.iso2 ?? null);
    return {
      data: {
        country: country?.iso2 ?? null,
        methods: offered.map(({ id, type, name }) => ({ id, type, name })),
      },
    };
  });

  routes.implement(officeApi.getrechargedata, async ({ user }) => ({
    data: await paymentPageData(deps, user!, 'deposit'),
  }));
  routes.implement(officeApi.getdeducedata, async ({ user }) => ({
    data: await paymentPageData(deps, user!, 'withdrawal'),
  }));

  routes.implement(paymentsApi.deposit, async ({ user, body, request }) => ({
    data: await deposits.start({
      user: user!,
      rand: body.rand,
      methodId: body.method_id,
      amount: body.amount,
      accountId: body.account_id,
      display: body.display,
      origin: origin(request),
    }),
  }));

  routes.implement(paymentsApi.withdraw, async ({ user, body }) => ({
    data: {
      payment: await withdrawals.request({
        user: user!,
        rand: body.rand,
        methodId: body.method_id,
        amount: body.amount,
        accountId: body.account_id,
        destination: body.destination,
      }),
    },
  }));

  routes.implement(paymentsApi.status, async ({ user, params }) => {
    const payment = await deps.repository.find(deps.db, BigInt(params.id));
    if (!payment || payment.user_id !== user!.id) throw new AppError('NOT_FOUND', 'No such payment');
    const view = toPaymentView(payment, archiveBefore(deps));
    if (view.kind !== 'deposit' || view.status !== 'succeeded') return { data: { payment: view } };
    const repeat = await deps.repository.hasEarlierCreditedDeposit(deps.db, user!.id, payment.id);
    return { data: { payment: view, firstDeposit: !repeat } };
  });

  routes.implement(paymentsApi.webhook, async ({ params, request }) => {
    const { duplicate } = await webhooks.receive(params.provider, rawBodyOf(request), request.headers);
    return { received: true as const, duplicate };
  });

  routes.implement(officeApi.gethistorypaymentmainaccount, async ({ user, body }) => ({
    data: await history.mainAccount(user!.id, {
      includeArchive: body.is_include_archive ?? false,
      page: body.page_number ?? 1,
      source: body.source_id,
    }),
  }));

  routes.implement(officeApi.gethistorypaymentvirtualaccount, async ({ user, body }) => ({
    data: await history.otherAccounts(user!.id, {
      includeArchive: body.is_include_archive ?? false,
      page: body.page_number ?? 1,
      source: body.source_id,
      accountId: body.account_id,
    }),
  }));

  routes.implement(officeApi.gethistorypaymentsource, () => ({
    data: {
      sources: deps.config
        .allMethods()
        .filter((method) => method.enabled)
        .map((method) => ({
          id: method.id,
          name: method.name,
          type: method.type,
          direction: method.direction,
        })),
    },
  }));

  routes.implement(paymentsApi.currencies, async ({ user }) => ({
    data: {
      currencies: (await deps.reference.getCurrencies({ lang: user!.language })).map((currency) => ({
        id: currency.id,
        code: currency.code,
        symbol: currency.symbol,
        name: currency.name,
        decimals: currency.decimals,
        isCrypto: currency.isCrypto,
      })),
    },
  }));

  routes.implement(paymentsApi.getpaymentrequests, async ({ user, body }) => ({
    data: await history.requests(user!.id, { page: body.page_number, onlyOpen: body.only_open }),
  }));

  routes.implement(paymentsApi.cancelpaymentrequest, async ({ user, body }) => ({
    data: { payment: await withdrawals.cancel(user!.id, BigInt(body.request_id)) },
  }));

  routes.implement(paymentsApi.getpaycheck, async ({ user, body }) => ({
    data: await history.paycheck(user!.id, BigInt(body.payment_id), user!.language),
  }));

  routes.implement(paymentsApi.getconvertquote, async ({ user, body }) => ({
    data: (
      await convert.quote(user!.id, {
        fromAccountId: body.from_account_id,
        toAccountId: body.to_account_id,
        amount: body.amount,
      })
    ).quote,
  }));

  routes.implement(paymentsApi.convertaccount, async ({ user, body }) => ({
    data: await convert.convert(user!.id, {
      rand: body.rand,
      fromAccountId: body.from_account_id,
      toAccountId: body.to_account_id,
      amount: body.amount,
    }),
  }));
}
