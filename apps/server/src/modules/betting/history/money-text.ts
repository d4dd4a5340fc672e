import { formatScaled } from '@sportsbook/core/money/decimal-text';

/** Minor units as exact decimal text in major units ("10.50"), as the standard routes carry money. */
export function formatMinor(minor: bigint, scale: number): string {
  return formatScaled(minor, scale);
}
