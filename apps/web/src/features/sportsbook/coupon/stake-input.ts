import { AMOUNT_INPUT_OPTIONS } from '@sportsbook/core/input/numeric-input';
import { STAKE_DECIMALS } from './bet-slip-rules';

/** How every stake field of the coupon cleans what is typed. */
export const STAKE_INPUT = { ...AMOUNT_INPUT_OPTIONS, accuracy: STAKE_DECIMALS } as const;
