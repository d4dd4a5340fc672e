import { useState, type KeyboardEvent } from 'react';

/**
 * The highlighted item of a list driven from a text field: arrows move it, Home and End jump, Enter picks it.
 * It starts at the first item and goes back there whenever the list itself changes (a new search).
 */
export function useActiveIndex(count: number, onPick: (index: number) => void, resetKey: unknown) {
  const [state, setState] = useState({ index: 0, resetKey });
  const index = state.resetKey === resetKey ? Math.min(state.index, count - 1) : 0;
  const move = (next: number) => setState({ index: Math.max(0, Math.min(next, count - 1)), resetKey });

  const onKeyDown = (event: KeyboardEvent) => {
    const steps: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      Home: () => move(0),
      End: () => move(count - 1),
      Enter: () => index >= 0 && onPick(index),
    };
    const step = steps[event.key];
    if (!step || count === 0) return;
    event.preventDefault();
    step();
  };

  return { activeIndex: count === 0 ? -1 : index, setActiveIndex: move, onKeyDown };
}
