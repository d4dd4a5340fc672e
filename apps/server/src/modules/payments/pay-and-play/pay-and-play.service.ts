import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { AMOUNT_REFUSAL_KEYS, checkPaymentAmount } from '@sportsbook/core/payments/payment-amount';
import {
  PAY_AND_PLAY_METHOD_TYPES,
  type PayAndPlayOptions,
  type PayAndPlayOutcome,
  type PayAndPlayRefusal,
} from '@sportsbook/core/payments/pay-and-play';
import type { Database } from '../../../db/database';
import { AppError } from '../../../platform/http/app-error';
import type { AccountsService } from '../../accounts/accounts.service';
import type { LoginResult } from '../../auth/auth.service';
import { moneyTransaction } from '../../wallet/money-transaction';
import { creditDeposit } from '../deposits/credit-deposit';
import { methodView } from '../payment-page-data';
import { providerOf, type PaymentsDeps } from '../payments-deps';
import { ProviderError, type ProviderEvent } from '../providers/payment-provider';
import { PayAndPlayRepository, type PayAndPlayStartRow } from './pay-and-play.repository';

type Db = Kysely<Database>;

/** Our reference of a start at the provider; payment ids are plain numbers, so the two never meet. */
const REFERENCE_PREFIX = 'pnp-';
export const PAY_AND_PLAY_CLAIM_COOKIE = 'PNP_CLAIM';
/** How many refused starts one resume pass refunds. */
const REFUND_BATCH = 20;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PayAndPlayStartInput {
  readonly methodId: string;
  readonly amount: string;
  readonly currencyId: number;
  readonly market: {
    readonly partnerId: number;
    readonly language: string;
    readonly countryIso: string | null;
  };
  readonly ip: string | null;
  /** The site's origin as the browser sees it, for the provider's way back. */
  readonly origin: string;
}

/** What the checks outside the event's transaction found (they may not read inside it: one PGlite session). */
type Verdict =
  | { readonly refusal: PayAndPlayRefusal }
  | { readonly countryId: number; readonly passwordHash: string }
  | null;

/**
 * Pay and play (PAY-15): a guest deposits and the deposit opens the account. The start is only a promise: the
 * player, the main account, the payment row and the ledger posting are made in the transaction that records the
 * provider's capture event, with the payer's identity as the payer's bank gave it, under the registration's rules.
 * A failed or cancelled payment makes nothing; a paid start the rules refuse (e-mail taken, under age) makes
 * nothing either and its payment is refunded in full at the provider. The browser that started, and only it
 * (an HttpOnly claim cookie), is logged in once by the claim call.
 */
export class PayAndPlayService {
  private readonly starts = new PayAndPlayRepository();

  constructor(
    private readonly deps: PaymentsDeps,
    private readonly accounts: () => AccountsService,
  ) {}

  private methods(countryIso: string | null) {
    return this.deps.config
      .offered('deposit', countryIso)
      .filter((method) => PAY_AND_PLAY_METHOD_TYPES.includes(method.type));
  }

  async options(countryIso: string | null, lang: string | undefined): Promise<PayAndPlayOptions> {
    const shown = new Map(
      (await this.deps.reference.getCurrencies(lang ? { lang } : {})).map((c) => [c.code, c]),
    );
    const methods = this.methods(countryIso)
      .map((method) => methodView(method, shown))
      .filter((view) => view.limits.length > 0);
    const taken = new Set(methods.flatMap((method) => method.limits.map((limit) => limit.currency)));
    return {
      country: countryIso,
      methods,
      currencies: [...shown.values()]
        .filter((c) => taken.has(c.code))
        .map(({ id, code, symbol, name, decimals }) => ({ id, code, symbol, name, decimals })),
    };
  }

  /** Opens the provider's payment; answers where the browser goes and the claim token for its cookie. */
  async start(
    input: PayAndPlayStartInput,
  ): Promise<{ startId: number; redirectUrl: string; claimToken: string }> {
    const { deps } = this;
    const method = this.methods(input.market.countryIso).find((m) => m.id === input.methodId);
    if (!method) throw AppError.validation({ method_id: ['validation_invalid_value'] });
    const currency = (await deps.reference.getCurrencies()).find((c) => c.id === input.currencyId);
    const limits = currency && method.currencies[currency.code];
    if (!currency || !limits) throw AppError.validation({ currency_id: ['validation_invalid_value'] });
    const check = checkPaymentAmount(input.amount, { code: currency.code, scale: currency.decimals }, limits);
    if (!check.ok) throw AppError.validation({ amount: [AMOUNT_REFUSAL_KEYS[check.reason]] });

    const claimToken = randomBytes(24).toString('base64url');
    const now = deps.clock.now();
    const start = await this.starts.insert(deps.db, {
      status: 'pending',
      method_id: method.id,
      provider: method.provider,
      currency_id: currency.id,
      currency: currency.code,
      scale: currency.decimals,
      amount: check.amountMinor,
      partner_id: input.market.partnerId,
      language: input.market.language,
      ip: input.ip,
      claim_hash: hashOf(claimToken),
      provider_ref: null,
      redirect_url: null,
      user_id: null,
      payment_id: null,
      refusal: null,
      refund_ref: null,
      claimed_at: null,
      created_at: now,
      updated_at: now,
    });
    try {
      const opened = await providerOf(deps, method.provider).createPayment({
        reference: `${REFERENCE_PREFIX}${start.id}`,
        amountMinor: start.amount,
        currency: start.currency,
        scale: start.scale,
        method: method.type,
        returnUrl: `${input.origin}/${input.market.language}/?pay_and_play=${start.id}`,
        display: 'window',
        locale: input.market.language,
        verifyPayer: true,
      });
      await this.starts.update(deps.db, start.id, {
        provider_ref: opened.providerRef,
        redirect_url: opened.redirectUrl,
        updated_at: deps.clock.now(),
      });
      return { startId: Number(start.id), redirectUrl: opened.redirectUrl, claimToken };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.log.warn(
        { err: error, startId: start.id.toString() },
        'payments: the provider did not open a pay-and-play payment',
      );
      await this.starts.update(deps.db, start.id, { status: 'failed', updated_at: deps.clock.now() });
      throw new AppError('BAD_GATEWAY', 'The payment provider is not available; try again');
    }
  }

  /** Whether a provider event is about a pay-and-play start rather than a payment. */
  isOurs(event: ProviderEvent): boolean {
    return event.paymentReference.startsWith(REFERENCE_PREFIX);
  }

  /**
   * Applies a provider event of a start: recorded in the transaction of its effect, so a replay changes nothing
   * (and the start's state is checked under its lock besides). A refused start's refund is asked for after.
   */
  async receive(providerId: string, event: ProviderEvent): Promise<{ duplicate: boolean }> {
    const { deps } = this;
    const id = this.startIdOf(event);
    const verdict = id === null ? null : await this.verdict(id, event);
    const outcome = await moneyTransaction(deps.db, async (trx) => {
      const start = id === null ? undefined : await this.starts.lock(trx, id);
      const fresh = await deps.repository.recordEvent(trx, {
        provider: providerId,
        eventId: event.eventId,
        type: event.type,
        paymentId: start?.payment_id ?? null,
        at: deps.clock.now(),
      });
      if (!fresh) return { duplicate: true, refund: false };
      if (!start || start.provider !== providerId) {
        deps.log.error({ event }, 'payments: an event names no pay-and-play start of ours');
        return { duplicate: false, refund: false };
      }
      return { duplicate: false, refund: await this.apply(trx, start, event, verdict) };
    });
    if (outcome.refund && id !== null) await this.refund(id);
    return { duplicate: outcome.duplicate };
  }

  private startIdOf(event: ProviderEvent): bigint | null {
    const digits = event.paymentReference.slice(REFERENCE_PREFIX.length);
    return /^\d{1,18}$/.test(digits) ? BigInt(digits) : null;
  }

  /** The registration's rules on the payer of a capture, read before the transaction. */
  private async verdict(id: bigint, event: ProviderEvent): Promise<Verdict> {
    if (event.type !== 'payment.captured') return null;
    const start = await this.starts.find(this.deps.db, id);
    if (start?.status !== 'pending') return null;
    if (!event.payer) return { refusal: 'identity_missing' };
    const checked = await this.accounts().checkPayer(event.payer, {
      partnerId: start.partner_id,
      language: start.language,
    });
    if ('refusal' in checked) return checked;
    return { countryId: checked.countryId, passwordHash: await this.accounts().payerPasswordHash() };
  }

  /** Answers whether the start was refused now (its payment is to be refunded). */
  private async apply(
    trx: Db,
    start: PayAndPlayStartRow,
    event: ProviderEvent,
    verdict: Verdict,
  ): Promise<boolean> {
    const { deps } = this;
    if (start.status !== 'pending' || (event.type !== 'payment.captured' && event.type !== 'payment.failed'))
      return false;
    if (event.amountMinor !== start.amount || event.currency !== start.currency) {
      deps.log.error({ event, startId: start.id.toString() }, 'payments: event amount differs; not applied');
      return false;
    }
    const now = deps.clock.now();
    const providerRef = start.provider_ref ?? event.providerRef;
    if (event.type === 'payment.failed') {
      await this.starts.update(trx, start.id, {
        status: 'failed',
        provider_ref: providerRef,
        updated_at: now,
      });
      return false;
    }
    // A verdict read before another event's transaction changed the start would not be this one's.
    if (!verdict) throw new AppError('WEBHOOK_NOT_APPLICABLE', 'The start changed while its event was read');
    if ('refusal' in verdict) {
      await this.starts.update(trx, start.id, {
        status: 'refused',
        refusal: verdict.refusal,
        provider_ref: providerRef,
        updated_at: now,
      });
      return true;
    }
    const { userId, accountId } = await this.accounts().createPayer(
      {
        payer: event.payer!,
        market: { partnerId: start.partner_id, language: start.language },
        currencyId: start.currency_id,
        countryId: verdict.countryId,
        passwordHash: verdict.passwordHash,
        ip: start.ip,
      },
      trx,
    );
    const method = deps.config.allMethods().find((m) => m.id === start.method_id);
    const payment = await deps.repository.insert(trx, {
      user_id: userId,
      kind: 'deposit',
      status: 'created',
      method_id: start.method_id,
      method_type: method?.type ?? 'card',
      method_name: method?.name ?? start.method_id,
      provider: start.provider,
      account_id: accountId,
      currency: start.currency,
      currency_id: start.currency_id,
      scale: start.scale,
      amount: start.amount,
      provider_ref: null,
      destination: null,
      display: 'window',
      redirect_url: start.redirect_url,
      pending_id: null,
      transaction_id: null,
      failure_reason: null,
      created_at: start.created_at,
      updated_at: now,
    });
    await creditDeposit(trx, deps, payment, providerRef);
    await this.starts.update(trx, start.id, {
      status: 'completed',
      user_id: userId,
      payment_id: payment.id,
      provider_ref: providerRef,
      updated_at: now,
    });
    return false;
  }

  /** Gives a refused start's money back at the provider; repeated safely (the provider deduplicates). */
  private async refund(id: bigint): Promise<void> {
    const { deps } = this;
    const start = await this.starts.find(deps.db, id);
    if (!start || start.status !== 'refused' || start.refund_ref || !start.provider_ref) return;
    try {
      const { providerRefundId } = await providerOf(deps, start.provider).refund({
        providerRef: start.provider_ref,
        reference: `${REFERENCE_PREFIX}${start.id}`,
        amountMinor: start.amount,
      });
      await this.starts.update(deps.db, id, { refund_ref: providerRefundId, updated_at: deps.clock.now() });
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      deps.log.warn({ err: error, startId: id.toString() }, 'payments: a refused pay-and-play refund waits');
    }
  }

  /** Refunds the refused starts whose refund did not go out (the provider was down, the process stopped). */
  async resumeRefunds(): Promise<void> {
    for (const start of await this.starts.unrefunded(this.deps.db, REFUND_BATCH)) await this.refund(start.id);
  }

  /**
   * How the browser's start ended. The first claim after the account was made starts its session (returned
   * for the cookie); any other answers the state only.
   */
  async claim(
    id: number,
    claimToken: string | undefined,
    request: FastifyRequest,
  ): Promise<{ outcome: PayAndPlayOutcome; session: LoginResult | null }> {
    const { deps } = this;
    const start = await this.starts.find(deps.db, BigInt(id));
    if (!start || !claimToken || hashOf(claimToken) !== start.claim_hash)
      throw new AppError('NOT_FOUND', 'No such pay-and-play start in this browser');
    const state = { status: start.status, refusal: start.refusal };
    if (start.status !== 'completed' || start.claimed_at)
      return { outcome: { ...state, loggedIn: false }, session: null };
    const user = await deps.auth.findUser(start.user_id!);
    if (!user) throw new AppError('NOT_FOUND', 'No such player');
    const owner = { partner_id: user.partner_id, country_id: user.country_id, language: user.language };
    const policy = await deps.auth.sessionPolicy(owner);
    const session = await deps.db.transaction().execute(async (trx) => {
      const locked = await this.starts.lock(trx, start.id);
      if (locked?.claimed_at) return null;
      await this.starts.update(trx, start.id, { claimed_at: deps.clock.now(), updated_at: deps.clock.now() });
      return deps.auth.startSession({
        user: {
          ...owner,
          id: user.id,
          email: user.email,
          phone: user.phone,
          login_name: user.login_name,
          status: user.status,
        },
        remember: false,
        loginKind: 'pay_and_play',
        request,
        trx,
        policy,
      });
    });
    return { outcome: { ...state, loggedIn: session !== null }, session };
  }
}
