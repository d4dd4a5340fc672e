import { create } from 'zustand';

/** Modal record status of spec section 4 (UI-07). */
export const MODAL_STATUS = { queued: 0, open: 1, closed: 2, error: 3 } as const;
export type ModalStatus = (typeof MODAL_STATUS)[keyof typeof MODAL_STATUS];

export interface ModalRecord {
  id: number;
  name: string;
  args: unknown;
  status: ModalStatus;
  /** Opens on top of whatever is open instead of waiting its turn. */
  over: boolean;
}

interface ModalState {
  /** Queued and open records, in the order they were asked for. */
  records: ModalRecord[];
  openModal: (name: string, args?: unknown, options?: { over?: boolean }) => number;
  /** Closes (or, if it never opened, cancels) a modal and returns the status it ended with. */
  closeModal: (id: number) => ModalStatus | undefined;
  /** A modal that could not open: logged, then closed with the error status. */
  failModal: (id: number, error: unknown) => void;
}

let nextId = 1;

/** One modal at a time (UI-08): when none is open, the oldest queued one opens. */
function promote(records: ModalRecord[]): ModalRecord[] {
  if (records.some((record) => record.status === MODAL_STATUS.open)) return records;
  const first = records.findIndex((record) => record.status === MODAL_STATUS.queued);
  if (first < 0) return records;
  return records.map((record, index) =>
    index === first ? { ...record, status: MODAL_STATUS.open } : record,
  );
}

export const useModalStore = create<ModalState>((set, get) => ({
  records: [],
  openModal: (name, args, options = {}) => {
    const existing = get().records.find((record) => record.name === name);
    if (existing) return existing.id;
    const over = options.over ?? false;
    const record: ModalRecord = {
      id: nextId++,
      name,
      args,
      over,
      status: over ? MODAL_STATUS.open : MODAL_STATUS.queued,
    };
    set(({ records }) => ({ records: promote([...records, record]) }));
    return record.id;
  },
  closeModal: (id) => {
    const record = get().records.find((item) => item.id === id);
    if (!record) return undefined;
    set(({ records }) => ({ records: promote(records.filter((item) => item.id !== id)) }));
    return record.status === MODAL_STATUS.open ? MODAL_STATUS.closed : MODAL_STATUS.error;
  },
  failModal: (id, error) => {
    const record = get().records.find((item) => item.id === id);
    if (!record) return;
    console.error(`modal "${record.name}" failed to open`, error);
    set(({ records }) => ({ records: promote(records.filter((item) => item.id !== id)) }));
  },
}));

/** Closes every modal of a name (a finished login closes its modal wherever it was opened from). */
export function closeModalsByName(name: string): void {
  const { records, closeModal } = useModalStore.getState();
  records.filter((record) => record.name === name).forEach((record) => closeModal(record.id));
}
