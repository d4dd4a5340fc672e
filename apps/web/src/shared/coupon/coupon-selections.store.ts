import { create } from 'zustand';
import { COUPON_MAX_BETS } from '@sportsbook/core/constants/limits.constants';
import { readStorageJson, writeStorage } from '../storage/local-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

/** Feed kind of a selection as the coupon calls take it: 1 live, 3 line (pre-match). */
export type SelectionKind = 1 | 3;

/** One price the player picked; the betting issue's coupon prices and places these. */
export interface CouponSelection {
  /** The game or sub-game the outcome belongs to (`I` of the feed). */
  gameId: number;
  /** The event it is part of: one selection per event, a sub-game's outcome replaces its game's. */
  mainGameId: number;
  /** Outcome code (`T`) and line (`P`, 0 when the market has none). */
  type: number;
  param: number;
  /** Decimal price when picked. */
  price: number;
  kind: SelectionKind;
  names: { game: string; champ: string; market: string; selection: string };
}

interface CouponSelectionsState {
  selections: CouponSelection[];
  /** Adds the selection (replacing another of the same event) or, when already picked, removes it. */
  toggle: (selection: CouponSelection) => void;
  remove: (selection: Pick<CouponSelection, 'gameId' | 'type' | 'param'>) => void;
  clear: () => void;
  /** Puts these picks in place of the current ones (a loaded booking code, prices accepted as they are now). */
  replace: (selections: CouponSelection[]) => void;
}

type SelectionRef = Pick<CouponSelection, 'gameId' | 'type' | 'param'>;

export const sameSelection = (a: SelectionRef, b: SelectionRef) =>
  a.gameId === b.gameId && a.type === b.type && a.param === b.param;

function stored(): CouponSelection[] {
  const value = readStorageJson<{ selections?: unknown }>(STORAGE_KEYS.coupon);
  return Array.isArray(value?.selections) ? (value.selections as CouponSelection[]) : [];
}

/** The picked prices, kept under the coupon storage key so a reload or another tab keeps them. */
export const useCouponSelections = create<CouponSelectionsState>((set, get) => {
  const save = (selections: CouponSelection[]) => {
    writeStorage(STORAGE_KEYS.coupon, JSON.stringify({ selections }));
    set({ selections });
  };
  return {
    selections: stored(),
    toggle: (selection) => {
      const current = get().selections;
      if (current.some((item) => sameSelection(item, selection))) {
        save(current.filter((item) => !sameSelection(item, selection)));
        return;
      }
      const others = current.filter((item) => item.mainGameId !== selection.mainGameId);
      if (others.length >= COUPON_MAX_BETS) return;
      save([...others, selection]);
    },
    remove: (selection) => save(get().selections.filter((item) => !sameSelection(item, selection))),
    clear: () => save([]),
    replace: (selections) => save(selections.slice(0, COUPON_MAX_BETS)),
  };
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.coupon) useCouponSelections.setState({ selections: stored() });
  });
}
