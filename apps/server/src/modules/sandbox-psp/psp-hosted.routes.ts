import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CheckoutNotice, PspCheckoutService } from './psp-checkout.service';
import { hostedPage, notFoundPage } from './psp-pages.html';

const NOTICES: readonly CheckoutNotice[] = [
  'invalid_card',
  'wrong_code',
  'invalid_login',
  'invalid_identity',
];

type Form = Record<string, string | undefined>;
const field = (body: unknown, name: string): string => {
  const value = (body as Form | null)?.[name];
  return typeof value === 'string' ? value.slice(0, 200) : '';
};

/**
 * The payer's pages (no API key: the payment id in the address is the capability). Forms post and redirect back
 * to the page (post, redirect, get), so a reload never submits twice. Plain HTML: no script is needed.
 */
export function registerHostedPages(psp: FastifyInstance, checkout: PspCheckoutService): void {
  const backTo = (reply: FastifyReply, id: string, notice: CheckoutNotice) =>
    reply.redirect(`/sandbox-psp/pay/${encodeURIComponent(id)}${notice ? `?notice=${notice}` : ''}`, 303);

  psp.get<{ Params: { id: string }; Querystring: { notice?: string } }>(
    '/pay/:id',
    async (request, reply) => {
      const payment = await checkout.payment(request.params.id);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!payment) return reply.code(404).send(notFoundPage('en'));
      const notice = NOTICES.find((n) => n === request.query.notice) ?? null;
      return hostedPage(payment, notice);
    },
  );

  const step = (path: string, run: (id: string, body: unknown) => Promise<CheckoutNotice>) =>
    psp.post<{ Params: { id: string } }>(`/pay/:id/${path}`, async (request, reply) =>
      backTo(reply, request.params.id, await run(request.params.id, request.body)),
    );

  step('card', (id, body) =>
    checkout.submitCard(id, {
      number: field(body, 'number'),
      expiry: field(body, 'expiry'),
      cvc: field(body, 'cvc'),
    }),
  );
  step('3ds', (id, body) =>
    checkout.submitChallenge(id, { code: field(body, 'code'), cancel: field(body, 'cancel') === '1' }),
  );
  step('ewallet', (id, body) =>
    checkout.submitWallet(id, { login: field(body, 'login'), approve: field(body, 'action') === 'approve' }),
  );
  step('identity', (id, body) =>
    checkout.submitIdentity(id, {
      firstName: field(body, 'first_name'),
      lastName: field(body, 'last_name'),
      birthDate: field(body, 'birth_date'),
      country: field(body, 'country'),
      email: field(body, 'email'),
    }),
  );
  step('crypto', (id) => checkout.markCryptoSent(id));
  step('cancel', (id) => checkout.cancel(id));
}
