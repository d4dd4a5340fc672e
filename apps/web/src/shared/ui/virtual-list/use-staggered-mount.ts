import { useEffect, useState, type Key } from 'react';

/** Rows a virtual list mounts per animation frame when many come into view at once. */
export const ROWS_MOUNTED_PER_FRAME = 6;

/**
 * Which of the rows in view may be drawn now. Rows drawn in the last frame stay; at most `perFrame` new ones
 * join per frame, the rest on the following frames. A long jump or the first draw of a busy live list would
 * otherwise build and lay out dozens of rows in one task, long enough for a player to feel the page stall.
 */
export function useStaggeredMount(
  keys: readonly Key[],
  perFrame: number = ROWS_MOUNTED_PER_FRAME,
): (key: Key) => boolean {
  const [mounted, setMounted] = useState<ReadonlySet<Key>>(() => new Set(keys.slice(0, perFrame)));
  const waiting = keys.filter((key) => !mounted.has(key));
  const waitingSignature = waiting.join('\u0000');

  useEffect(() => {
    if (waiting.length === 0) return;
    const frame = requestAnimationFrame(() =>
      setMounted(
        (current) => new Set([...keys.filter((key) => current.has(key)), ...waiting.slice(0, perFrame)]),
      ),
    );
    return () => cancelAnimationFrame(frame);
    // The waiting rows, not the arrays' identities, decide whether another frame is needed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waitingSignature, perFrame]);

  return (key) => mounted.has(key);
}
