import { escapeHtml } from '../../platform/http/escape-html';
import { formatScaled } from '@sportsbook/core/money/decimal-text';
import type { CheckoutNotice } from './psp-checkout.service';
import { HOSTED_PREFIX, type PspPaymentRow } from './psp-objects';
import { TEST_CARDS } from './psp-test-cards';
import { pspText, type PspText } from './psp-text';

const STYLE = `
:root{color-scheme:light dark;--bg:#f3f5f9;--card:#fff;--text:#111827;--muted:#5b6474;--line:#d6dbe4;--accent:#4f46e5;--ok:#15803d;--bad:#b91c1c}
@media (prefers-color-scheme:dark){:root{--bg:#0f1420;--card:#171e2e;--text:#e8ecf3;--muted:#9aa4b5;--line:#2a3448;--accent:#818cf8;--ok:#4ade80;--bad:#f87171}}
*{box-sizing:border-box}body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--text)}
main{max-width:440px;margin:0 auto;padding:24px 16px}
.card{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:20px;display:grid;gap:14px}
.brand{display:flex;justify-content:space-between;align-items:baseline;gap:8px}.brand b{font-size:18px}
.badge{font-size:12px;color:var(--muted)}.amount{font-size:26px;font-weight:700;font-variant-numeric:tabular-nums}
label{display:grid;gap:4px;font-size:13px;color:var(--muted)}
input{font:inherit;inline-size:100%;min-inline-size:0;padding:10px 12px;border:1px solid var(--line);border-radius:8px;background:transparent;color:var(--text);min-height:44px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button,.link{font:inherit;min-height:44px;border-radius:8px;border:0;padding:10px 14px;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:var(--accent);color:#fff;font-weight:600}.secondary{background:transparent;color:var(--muted);border:1px solid var(--line)}
.notice{color:var(--bad);margin:0}.ok{color:var(--ok)}.bad{color:var(--bad)}
.mono{font-family:ui-monospace,monospace;word-break:break-all;background:var(--bg);padding:8px;border-radius:6px}
ul{margin:0;padding:0;list-style:none;display:grid;gap:6px;color:var(--muted);font-size:13px}
li .mono{padding:2px 6px;margin-inline-end:6px}h1{font-size:20px;margin:0}p{margin:0}
`;

function page(
  text: PspText,
  locale: string,
  body: string,
  refresh?: { seconds: number; url: string },
): string {
  const dir = locale === 'ar' ? 'rtl' : 'ltr';
  const meta = refresh
    ? `<meta http-equiv="refresh" content="${refresh.seconds};url=${escapeHtml(refresh.url)}">`
    : '';
  return `<!doctype html><html lang="${escapeHtml(locale)}" dir="${dir}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" href="data:,">${meta}<title>${escapeHtml(text.title)}</title>
<style>${STYLE}</style></head><body><main><div class="card">
<div class="brand"><b>${escapeHtml(text.title)}</b><span class="badge">${escapeHtml(text.sandbox)}</span></div>
${body}</div></main></body></html>`;
}

function amountLine(text: PspText, payment: PspPaymentRow): string {
  const amount = formatScaled(payment.amount, payment.exponent);
  return `<div><div class="badge">${escapeHtml(text.amountDue)}</div><div class="amount">${escapeHtml(amount)} ${escapeHtml(payment.currency)}</div></div>`;
}

function form(action: string, inner: string): string {
  return `<form method="post" action="${HOSTED_PREFIX}/${action}" style="display:grid;gap:12px">${inner}</form>`;
}

function cancelForm(text: PspText, id: string): string {
  return form(`${id}/cancel`, `<button class="secondary" type="submit">${escapeHtml(text.cancel)}</button>`);
}

function noticeLine(text: PspText, notice: CheckoutNotice): string {
  return notice ? `<p class="notice" role="alert">${escapeHtml(text[notice])}</p>` : '';
}

const input = (name: string, label: string, extra = '') =>
  `<label>${escapeHtml(label)}<input name="${name}" ${extra}></label>`;

function cardPage(text: PspText, payment: PspPaymentRow, notice: CheckoutNotice): string {
  const cards = [
    [TEST_CARDS.success, text.cardSuccess],
    [TEST_CARDS.threeDSecure, text.card3ds],
    [TEST_CARDS.declined, text.cardDeclined],
    [TEST_CARDS.insufficientFunds, text.cardFunds],
  ]
    .map(([number, what]) => `<li><span class="mono">${number}</span> ${escapeHtml(what!)}</li>`)
    .join('');
  return `${amountLine(text, payment)}${noticeLine(text, notice)}${form(
    `${payment.id}/card`,
    `${input('number', text.cardNumber, 'inputmode="numeric" autocomplete="cc-number" required maxlength="23"')}
<div class="row">${input('expiry', text.expiry, 'placeholder="12/30" autocomplete="cc-exp" required maxlength="7"')}${input('cvc', text.cvc, 'inputmode="numeric" autocomplete="cc-csc" required maxlength="4"')}</div>
<button class="primary" type="submit">${escapeHtml(text.payNow)}</button>`,
  )}${cancelForm(text, payment.id)}<div><div class="badge">${escapeHtml(text.testCards)}</div><ul>${cards}</ul></div>`;
}

function challengePage(text: PspText, payment: PspPaymentRow, notice: CheckoutNotice): string {
  return `<h1>${escapeHtml(text.challengeTitle)}</h1>${amountLine(text, payment)}<p>${escapeHtml(text.challengeText)}</p>${noticeLine(text, notice)}${form(
    `${payment.id}/3ds`,
    `${input('code', text.code, 'inputmode="numeric" autocomplete="one-time-code" required maxlength="8"')}
<button class="primary" type="submit">${escapeHtml(text.confirm)}</button>`,
  )}${form(`${payment.id}/3ds`, `<input type="hidden" name="cancel" value="1"><button class="secondary" type="submit">${escapeHtml(text.cancel)}</button>`)}`;
}

function walletPage(text: PspText, payment: PspPaymentRow, notice: CheckoutNotice): string {
  return `<h1>${escapeHtml(text.walletTitle)}</h1>${amountLine(text, payment)}<p>${escapeHtml(text.walletText)}</p>${noticeLine(text, notice)}${form(
    `${payment.id}/ewallet`,
    `${input('login', text.login, 'type="email" autocomplete="email" required maxlength="200"')}
<button class="primary" type="submit" name="action" value="approve">${escapeHtml(text.approve)}</button>
<button class="secondary" type="submit" name="action" value="decline" formnovalidate>${escapeHtml(text.decline)}</button>`,
  )}`;
}

/** Pay and play: the bank's identification of the payer, before the payment itself. */
function identityPage(text: PspText, payment: PspPaymentRow, notice: CheckoutNotice): string {
  return `<h1>${escapeHtml(text.identityTitle)}</h1>${amountLine(text, payment)}<p>${escapeHtml(text.identityText)}</p>${noticeLine(text, notice)}${form(
    `${payment.id}/identity`,
    `<div class="row">${input('first_name', text.firstName, 'autocomplete="given-name" required maxlength="100"')}${input('last_name', text.lastName, 'autocomplete="family-name" required maxlength="100"')}</div>
${input('birth_date', text.birthDate, 'type="date" autocomplete="bday" required')}
${input('country', text.country, 'autocomplete="country" required maxlength="2" placeholder="DE"')}
${input('email', text.email, 'type="email" autocomplete="email" required maxlength="200"')}
<button class="primary" type="submit">${escapeHtml(text.continue)}</button>`,
  )}${cancelForm(text, payment.id)}`;
}

function cryptoPage(text: PspText, payment: PspPaymentRow): string {
  return `<h1>${escapeHtml(text.cryptoTitle)}</h1>${amountLine(text, payment)}<p>${escapeHtml(text.cryptoSend)}</p>
<div><div class="badge">${escapeHtml(text.address)}</div><div class="mono" data-testid="crypto-address">${escapeHtml(payment.crypto_address ?? '')}</div></div>
${form(`${payment.id}/crypto`, `<button class="primary" type="submit">${escapeHtml(text.sent)}</button>`)}${cancelForm(text, payment.id)}`;
}

function resultPage(text: PspText, payment: PspPaymentRow): string {
  const ok = payment.status === 'captured';
  const reason =
    !ok && payment.failure_code && payment.failure_code in text
      ? text[payment.failure_code as keyof PspText]
      : '';
  return `<h1 class="${ok ? 'ok' : 'bad'}">${escapeHtml(ok ? text.successTitle : text.failedTitle)}</h1>${amountLine(text, payment)}
<p>${escapeHtml(ok ? text.successText : reason)}</p>
<a class="link primary" href="${escapeHtml(payment.return_url)}" target="_top">${escapeHtml(text.back)}</a>`;
}

/** The hosted page of a payment in its current state, with the notice of the payer's last step. */
export function hostedPage(payment: PspPaymentRow, notice: CheckoutNotice): string {
  const text = pspText(payment.locale);
  const self = `${HOSTED_PREFIX}/${payment.id}`;
  switch (payment.status) {
    case 'requires_payment':
      if (payment.verify_payer && !payment.payer_identity)
        return page(text, payment.locale, identityPage(text, payment, notice));
      if (payment.method === 'ewallet') return page(text, payment.locale, walletPage(text, payment, notice));
      if (payment.method === 'crypto') return page(text, payment.locale, cryptoPage(text, payment));
      return page(text, payment.locale, cardPage(text, payment, notice));
    case 'requires_action':
      return page(text, payment.locale, challengePage(text, payment, notice));
    case 'awaiting_confirmation':
      return page(
        text,
        payment.locale,
        `<h1>${escapeHtml(text.waitingTitle)}</h1>${amountLine(text, payment)}<p role="status">${escapeHtml(text.waitingText)}</p>`,
        { seconds: 2, url: self },
      );
    default:
      // In the window the payer goes back by themselves; in a frame the merchant's page sees the outcome itself.
      return page(
        text,
        payment.locale,
        resultPage(text, payment),
        payment.display === 'window' ? { seconds: 3, url: payment.return_url } : undefined,
      );
  }
}

export function notFoundPage(locale: string): string {
  const text = pspText(locale);
  return page(
    text,
    locale,
    `<h1 class="bad">${escapeHtml(text.failedTitle)}</h1><p>${escapeHtml(text.notFound)}</p>`,
  );
}
