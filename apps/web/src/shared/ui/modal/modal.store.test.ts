import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODAL_STATUS, useModalStore } from './modal.store';

const store = () => useModalStore.getState();
const statuses = () => store().records.map((record) => [record.name, record.status]);

describe('modal queue (UI-07, UI-08)', () => {
  afterEach(() => useModalStore.setState({ records: [] }));

  it('keeps records {name, args, status} and opens one at a time', () => {
    store().openModal('login', { from: 'header' });
    store().openModal('bonus');
    expect(store().records[0]).toMatchObject({
      name: 'login',
      args: { from: 'header' },
      status: MODAL_STATUS.open,
    });
    expect(statuses()).toEqual([
      ['login', 1],
      ['bonus', 0],
    ]);
  });

  it('opens the next queued modal when the open one closes, which ends with status 2', () => {
    const login = store().openModal('login');
    store().openModal('bonus');
    expect(store().closeModal(login)).toBe(MODAL_STATUS.closed);
    expect(statuses()).toEqual([['bonus', 1]]);
  });

  it('closing a modal that never opened ends with status 3 (error) and leaves the open one alone', () => {
    store().openModal('login');
    const bonus = store().openModal('bonus');
    expect(store().closeModal(bonus)).toBe(MODAL_STATUS.error);
    expect(statuses()).toEqual([['login', 1]]);
  });

  it("opens a modal shown 'over' at once, on top of the open one", () => {
    store().openModal('login');
    store().openModal('captcha', undefined, { over: true });
    expect(statuses()).toEqual([
      ['login', 1],
      ['captcha', 1],
    ]);
  });

  it('logs a failed open, closes that modal and opens the next', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = store().openModal('broken');
    store().openModal('login');
    store().failModal(broken, new Error('chunk failed'));
    expect(error).toHaveBeenCalledWith('modal "broken" failed to open', expect.any(Error));
    expect(statuses()).toEqual([['login', 1]]);
  });

  it('does not queue the same modal twice', () => {
    const first = store().openModal('login');
    expect(store().openModal('login')).toBe(first);
    expect(store().records).toHaveLength(1);
  });
});
