import { useEffect, useRef, useState } from 'react';

/** How long a moved price stays marked. */
export const PRICE_FLASH_MS = 1500;

export type PriceMove = 'up' | 'down';

/**
 * Which way the price last moved, for a moment after it moved; nothing on first show (a row scrolled into
 * view or a page just opened has not seen a move) and nothing when only the display format changed.
 */
export function usePriceFlash(price: number | undefined): PriceMove | undefined {
  const [move, setMove] = useState<PriceMove>();
  const previous = useRef(price);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    if (before === undefined || price === undefined || before === price) return;
    setMove(price > before ? 'up' : 'down');
    const timer = setTimeout(() => setMove(undefined), PRICE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);
  return move;
}
