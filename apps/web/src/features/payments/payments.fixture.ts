import type { PaymentPageData, PaymentView } from '@sportsbook/core/payments/payment.schema';

export const PAGE_DATA: PaymentPageData = {
  src: '/sandbox-psp/pay/',
  rand: 'rand-1',
  needVerify: false,
  blocked: false,
  methods: [
    {
      id: 'card',
      type: 'card',
      name: 'Visa / Mastercard',
      limits: [
        { currency: 'USD', currencyId: 840, min: '1.00', max: '10000000.00' },
        { currency: 'EUR', currencyId: 978, min: '1.00', max: '9000.00' },
      ],
    },
    {
      id: 'crypto',
      type: 'crypto',
      name: 'Crypto',
      limits: [{ currency: 'BTC', currencyId: 5001, min: '0.00010000', max: '5.00000000' }],
    },
  ],
};

export function paymentView(changes: Partial<PaymentView> = {}): PaymentView {
  return {
    id: 501,
    kind: 'deposit',
    status: 'created',
    methodId: 'card',
    methodName: 'Visa / Mastercard',
    methodType: 'card',
    amount: '25.00',
    refundedAmount: '0.00',
    currency: 'USD',
    currencyId: 840,
    accountId: 11,
    destination: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    isArchived: false,
    canCancel: false,
    ...changes,
  };
}
