import { useCallback, useEffect, useRef, useState } from 'react';
import { HOVER_DELAY_MS } from '@sportsbook/core/constants/ui-timing.constants';

export type DropdownMode = 'click' | 'hover';

/**
 * Open state of a dropdown (UI-13): a click toggles it, hovering opens and leaving closes it after a delay (so a
 * pointer crossing the gap to the panel does not close it), and a press outside or Escape closes it.
 */
export function useDropdown(mode: DropdownMode, hoverDelayMs = HOVER_DELAY_MS) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelTimer = () => clearTimeout(timer.current);
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const toggle = () => {
    cancelTimer();
    setOpen((value) => !value);
  };
  const schedule = (next: boolean) => {
    if (mode !== 'hover') return;
    cancelTimer();
    timer.current = setTimeout(() => setOpen(next), hoverDelayMs);
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, close]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    open,
    close,
    toggle,
    rootRef,
    hoverHandlers: { onPointerEnter: () => schedule(true), onPointerLeave: () => schedule(false) },
  };
}
