import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { PspBehaviour } from './psp-behaviour';
import type { PspDeliveries } from './psp-deliveries';
import { paymentObject, pspEvent, type PspPaymentRow } from './psp-objects';
import type { PspStore } from './psp-store';
import type { PspPayerIdentity, PspPaymentsTable } from './sandbox-psp.tables';
import { CHALLENGE_ATTEMPTS, CHALLENGE_CODE, cardOutcome, luhnValid } from './psp-test-cards';

type Db = Kysely<Database>;

/** What the payer's last step on the hosted page did, for the page to say. */
export type CheckoutNotice = 'invalid_card' | 'wrong_code' | 'invalid_login' | 'invalid_identity' | null;

/** What the payer's bank passes on, as the hosted page's form sends it. */
export interface IdentityInput {
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly country: string;
  readonly email: string;
}

const NAME = /^\p{L}[\p{L}\p{M}' .-]{0,99}$/u;

function validIdentity(input: IdentityInput, today: Date): PspPayerIdentity | null {
  const identity = {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    birthDate: input.birthDate.trim(),
    country: input.country.trim().toUpperCase(),
    email: input.email.trim().toLowerCase(),
  };
  const born = /^\d{4}-\d{2}-\d{2}$/.test(identity.birthDate)
    ? new Date(`${identity.birthDate}T00:00:00Z`)
    : null;
  const ok =
    NAME.test(identity.firstName) &&
    NAME.test(identity.lastName) &&
    born !== null &&
    born.toISOString().startsWith(identity.birthDate) &&
    born < today &&
    /^[A-Z]{2}$/.test(identity.country) &&
    /^[^\s@]{1,64}@[^\s@]+\.[^\s@]+$/.test(identity.email) &&
    identity.email.length <= 200;
  return ok ? identity : null;
}

/**
 * The payer's side: the hosted page's steps. Each runs in one transaction on the locked payment and queues the
 * webhook of a final outcome with it; a step that does not fit the payment's state changes nothing (a
 * double-submitted form is harmless).
 */
export class PspCheckoutService {
  constructor(
    private readonly deps: {
      db: Db;
      store: PspStore;
      deliveries: PspDeliveries;
      clock: Clock;
      behaviour: () => PspBehaviour;
    },
  ) {}

  payment(id: string): Promise<PspPaymentRow | undefined> {
    return this.deps.store.payment(this.deps.db, id);
  }

  submitCard(id: string, input: { number: string; expiry: string; cvc: string }): Promise<CheckoutNotice> {
    const number = input.number.replace(/[\s-]/g, '');
    const valid =
      luhnValid(number) && /^\d{2}\s*\/\s*\d{2}$/.test(input.expiry) && /^\d{3,4}$/.test(input.cvc);
    return this.step(id, ['requires_payment'], 'card', () => {
      if (!valid) return { notice: 'invalid_card' };
      const last4 = { card_last4: number.slice(-4) };
      const outcome = cardOutcome(number);
      if (outcome === 'captured') return { changes: { ...last4, status: 'captured' } };
      if (outcome === 'challenge') return { changes: { ...last4, status: 'requires_action' } };
      return { changes: { ...last4, status: 'failed', failure_code: outcome } };
    });
  }

  submitChallenge(id: string, input: { code: string; cancel: boolean }): Promise<CheckoutNotice> {
    return this.step(id, ['requires_action'], 'card', (payment) => {
      if (input.cancel) return { changes: { status: 'failed', failure_code: 'authentication_failed' } };
      if (input.code.trim() === CHALLENGE_CODE) return { changes: { status: 'captured' } };
      const attempts = payment.challenge_attempts + 1;
      if (attempts >= CHALLENGE_ATTEMPTS) {
        return {
          changes: { status: 'failed', failure_code: 'authentication_failed', challenge_attempts: attempts },
        };
      }
      return { changes: { challenge_attempts: attempts }, notice: 'wrong_code' };
    });
  }

  submitWallet(id: string, input: { login: string; approve: boolean }): Promise<CheckoutNotice> {
    const login = input.login.trim();
    return this.step(id, ['requires_payment'], 'ewallet', () => {
      if (!input.approve) return { changes: { status: 'failed', failure_code: 'payer_declined' } };
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(login)) return { notice: 'invalid_login' };
      return { changes: { status: 'captured', payer: login.slice(0, 200) } };
    });
  }

  /**
   * Pay and play: the payer's bank identifies them (in the sandbox the payer types what a bank would pass on)
   * before the payment itself; the identity travels with the payment's events.
   */
  submitIdentity(id: string, input: IdentityInput): Promise<CheckoutNotice> {
    const identity = validIdentity(input, this.deps.clock.now());
    return this.step(id, ['requires_payment'], null, (payment) => {
      if (!payment.verify_payer || payment.payer_identity) return {};
      if (!identity) return { notice: 'invalid_identity' };
      return { changes: { payer_identity: JSON.stringify(identity) } };
    });
  }

  /** The payer says the coins are on their way; the network confirms them after the configured delay. */
  markCryptoSent(id: string): Promise<CheckoutNotice> {
    const delayMs = this.deps.behaviour().confirmationDelayMs;
    return this.step(id, ['requires_payment'], 'crypto', () => ({
      changes: {
        status: 'awaiting_confirmation',
        confirm_at: new Date(this.deps.clock.nowMs() + delayMs),
      },
    }));
  }

  cancel(id: string): Promise<CheckoutNotice> {
    return this.step(id, ['requires_payment', 'requires_action'], null, () => ({
      changes: { status: 'failed', failure_code: 'payer_cancelled' },
    }));
  }

  /** Captures the crypto payments whose confirmation came; answers how many. */
  async confirmDue(): Promise<number> {
    const { db, store, clock } = this.deps;
    return db.transaction().execute(async (trx) => {
      const due = await store.dueConfirmations(trx, clock.now());
      for (const payment of due) await this.finish(trx, payment, { status: 'captured' });
      return due.length;
    });
  }

  private step(
    id: string,
    from: readonly PspPaymentRow['status'][],
    method: PspPaymentRow['method'] | null,
    decide: (payment: PspPaymentRow) => { changes?: Updateable<PspPaymentsTable>; notice?: CheckoutNotice },
  ): Promise<CheckoutNotice> {
    return this.deps.db.transaction().execute(async (trx) => {
      const payment = await this.deps.store.lockPayment(trx, id);
      if (!payment || !from.includes(payment.status) || (method && payment.method !== method)) return null;
      // A payment that must identify its payer takes no payment step before the identity.
      if (method && payment.verify_payer && !payment.payer_identity) return null;
      const { changes, notice = null } = decide(payment);
      if (changes) await this.finish(trx, payment, changes);
      return notice;
    });
  }

  private async finish(
    trx: Db,
    payment: PspPaymentRow,
    changes: Updateable<PspPaymentsTable>,
  ): Promise<void> {
    const now = this.deps.clock.now();
    const updated = await this.deps.store.updatePayment(trx, payment.id, { ...changes, updated_at: now });
    if (updated.status === 'captured' || updated.status === 'failed') {
      const type = updated.status === 'captured' ? 'payment.captured' : 'payment.failed';
      await this.deps.deliveries.enqueue(
        trx,
        updated.notification_url,
        pspEvent(type, paymentObject(updated), now),
      );
    }
  }
}
