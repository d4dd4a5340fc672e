import { useCallback } from 'react';
import { MONEY_DISPLAY_DECIMALS } from '@sportsbook/core/constants/money.constants';
import { formatAmount } from '@sportsbook/core/money/format-money';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { useBalance } from '../../wallet/api/balance.api';

/**
 * The slip's amounts (stake, possible win, boost, tax, balance) rounded to 2 decimals and written through the
 * amount template with the currency the bet is placed in, the player's active account (CON-03). A guest has
 * no currency yet, so a guest's amounts stay bare numbers.
 */
export function useSlipMoney(): (amount: number) => string {
  const template = useSiteConfig().other.amountTemplate;
  const currency = useBalance().data?.find((account) => account.type === 'real' && account.isActive)?.iso;
  return useCallback(
    (amount: number) => {
      const value = amount.toFixed(MONEY_DISPLAY_DECIMALS);
      return currency ? formatAmount(value, currency, template) : value;
    },
    [currency, template],
  );
}
