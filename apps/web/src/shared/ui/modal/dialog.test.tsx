import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';

describe('Dialog defaults (UI-10)', () => {
  it('has main_ok and main_close buttons and a close button', async () => {
    const onOk = vi.fn();
    const onClose = vi.fn();
    render(
      <Dialog title="Bonus" onOk={onOk} onClose={onClose}>
        Text
      </Dialog>,
    );
    const buttons = screen
      .getAllByRole('button')
      .map((button) => button.textContent || button.getAttribute('aria-label'));
    expect(buttons).toEqual(['Close', 'OK', 'Close']);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledOnce();
  });

  it('closes on a click outside, but not on Escape', async () => {
    const onClose = vi.fn();
    render(<Dialog title="Bonus" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('can allow Escape and forbid outside clicks when asked', async () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Form" onClose={onClose} closeOnEscape closeOnOutsideClick={false} buttons={null} />,
    );
    await userEvent.click(screen.getByRole('dialog').parentElement!);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'OK' })).toBeNull();
  });
});
