import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalHost, type ModalProps } from './modal-host';
import { useModalStore } from './modal.store';

function Hello({ onClose }: ModalProps) {
  return (
    <div role="dialog" aria-label="Hello">
      <button type="button" onClick={onClose}>
        Bye
      </button>
    </div>
  );
}

describe('ModalHost (UI-08, UI-09)', () => {
  afterEach(() => useModalStore.setState({ records: [] }));

  it('shows a lazy modal after its code loads, with a preloader only after 200 ms', async () => {
    vi.useFakeTimers();
    let resolve: (module: { default: typeof Hello }) => void = () => {};
    const LazyHello = lazy(() => new Promise<{ default: typeof Hello }>((done) => (resolve = done)));
    render(<ModalHost registry={{ hello: LazyHello }} />);
    act(() => {
      useModalStore.getState().openModal('hello');
    });
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => resolve({ default: Hello }));
    expect(screen.getByRole('dialog', { name: 'Hello' })).toBeTruthy();
  });

  it('closes a modal whose code fails, logs it and opens the next in the queue', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = lazy(() => Promise.reject(new Error('chunk failed')));
    render(<ModalHost registry={{ broken: Broken, hello: Hello }} />);
    act(() => {
      useModalStore.getState().openModal('broken');
      useModalStore.getState().openModal('hello');
    });
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeTruthy();
    expect(error).toHaveBeenCalledWith('modal "broken" failed to open', expect.any(Error));
  });

  it('fails a modal name nobody registered', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<ModalHost registry={{}} />);
    act(() => {
      useModalStore.getState().openModal('nobody');
    });
    await vi.waitFor(() => expect(useModalStore.getState().records).toHaveLength(0));
    expect(error).toHaveBeenCalled();
  });
});
