import type { PaymentMethodConfig } from '@sportsbook/core/payments/payment-method';

type Limits = PaymentMethodConfig['currencies'];

/** Card and e-wallet bounds in the main fiat currencies; auto-approval of withdrawals up to about 500 USD. */
const FIAT: Limits = {
  USD: { min: '1', max: '10000', autoApproveMax: '500' },
  EUR: { min: '1', max: '10000', autoApproveMax: '450' },
  GBP: { min: '1', max: '8000', autoApproveMax: '400' },
  RUB: { min: '100', max: '1000000', autoApproveMax: '40000' },
  KZT: { min: '500', max: '5000000', autoApproveMax: '250000' },
  UAH: { min: '50', max: '400000', autoApproveMax: '20000' },
  UZS: { min: '10000', max: '100000000', autoApproveMax: '6000000' },
  TRY: { min: '50', max: '400000', autoApproveMax: '20000' },
};

const CRYPTO: Limits = {
  BTC: { min: '0.0001', max: '5', autoApproveMax: '0.01' },
  ETH: { min: '0.002', max: '100', autoApproveMax: '0.2' },
  USDT: { min: '5', max: '100000', autoApproveMax: '500' },
  LTC: { min: '0.05', max: '2000', autoApproveMax: '5' },
};

const common = { provider: 'sandbox', countries: null, excludedCountries: [] as string[], enabled: true };

/**
 * The methods a new installation starts with (the operator edits them through /ops-api/payments/methods): cards,
 * the sandbox e-wallet and crypto, each way, everywhere.
 */
export const DEFAULT_PAYMENT_METHODS: readonly PaymentMethodConfig[] = [
  {
    ...common,
    id: 'card',
    direction: 'deposit',
    type: 'card',
    name: 'Visa / Mastercard',
    currencies: FIAT,
    sort: 10,
  },
  {
    ...common,
    id: 'sandbox-wallet',
    direction: 'deposit',
    type: 'ewallet',
    name: 'Sandbox Wallet',
    currencies: FIAT,
    sort: 20,
  },
  {
    ...common,
    id: 'crypto',
    direction: 'deposit',
    type: 'crypto',
    name: 'Crypto',
    currencies: CRYPTO,
    sort: 30,
  },
  {
    ...common,
    id: 'card-payout',
    direction: 'withdrawal',
    type: 'card',
    name: 'Visa / Mastercard',
    currencies: FIAT,
    sort: 10,
  },
  {
    ...common,
    id: 'sandbox-wallet-payout',
    direction: 'withdrawal',
    type: 'ewallet',
    name: 'Sandbox Wallet',
    currencies: FIAT,
    sort: 20,
  },
  {
    ...common,
    id: 'crypto-payout',
    direction: 'withdrawal',
    type: 'crypto',
    name: 'Crypto',
    currencies: CRYPTO,
    sort: 30,
  },
];
