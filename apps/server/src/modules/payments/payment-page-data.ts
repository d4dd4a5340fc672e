import { randomBytes } from 'node:crypto';
import { formatScaled } from '@sportsbook/core/money/decimal-text';
import { limitMinor } from '@sportsbook/core/payments/payment-amount';
import type { PaymentMethodConfig } from '@sportsbook/core/payments/payment-method';
import type { PaymentMethodView, PaymentPageData } from '@sportsbook/core/payments/payment.schema';
import type { Currency } from '@sportsbook/core/reference/reference.schema';
import type { AuthUser } from '../../platform/auth/auth-user';
import { AppError } from '../../platform/http/app-error';
import { countryIsoOf, needsVerification } from './payment-request';
import { providerOf, type PaymentsDeps } from './payments-deps';

const DEFAULT_PROVIDER = 'sandbox';

/** A method with its bounds in each shown currency, as the payer's pages show them. */
export function methodView(
  method: PaymentMethodConfig,
  currencies: ReadonlyMap<string, Currency>,
): PaymentMethodView {
  const limits = Object.entries(method.currencies).flatMap(([code, bounds]) => {
    const currency = currencies.get(code);
    if (!currency) return [];
    const unit = { code, scale: currency.decimals };
    return [
      {
        currency: code,
        currencyId: currency.id,
        min: formatScaled(limitMinor(bounds.min, unit, 'min'), unit.scale),
        max: formatScaled(limitMinor(bounds.max, unit, 'max'), unit.scale),
      },
    ];
  });
  return { id: method.id, type: method.type, name: method.name, limits };
}

/**
 * getrechargedata and getdeducedata: the methods offered in the player's country with their bounds in each shown
 * currency, a fresh `rand`, and whether the player must verify first or is blocked. A blocked withdrawal page is
 * refused with the error code `blocked` (spec section 8); a blocked deposit page says so in `blocked`.
 */
export async function paymentPageData(
  deps: PaymentsDeps,
  user: AuthUser,
  direction: PaymentMethodConfig['direction'],
): Promise<PaymentPageData> {
  const block = await deps.config.block(user.id);
  if (direction === 'withdrawal' && block.withdrawal) throw new AppError('blocked');
  const methods = deps.config.offered(direction, await countryIsoOf(deps, user));
  const currencies = new Map((await deps.reference.getCurrencies()).map((c) => [c.code, c]));
  return {
    src: providerOf(deps, methods[0]?.provider ?? DEFAULT_PROVIDER).pageBase,
    rand: randomBytes(18).toString('base64url'),
    needVerify: await needsVerification(deps, user.id, direction),
    blocked: block[direction],
    methods: methods.map((method) => methodView(method, currencies)).filter((view) => view.limits.length > 0),
  };
}
