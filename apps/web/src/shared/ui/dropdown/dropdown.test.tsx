import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dropdown } from './dropdown';

const renderDropdown = (mode: 'click' | 'hover') =>
  render(
    <div>
      <Dropdown label="Odds" mode={mode}>
        {(close) => (
          <button type="button" onClick={close}>
            Decimal
          </button>
        )}
      </Dropdown>
      <p>Outside</p>
    </div>,
  );

describe('Dropdown (UI-13)', () => {
  it('opens and closes on click', async () => {
    renderDropdown('click');
    const trigger = screen.getByRole('button', { name: 'Odds' });
    await userEvent.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(trigger);
    expect(screen.queryByRole('button', { name: 'Decimal' })).toBeNull();
  });

  it('closes on a click outside and on Escape', async () => {
    renderDropdown('click');
    await userEvent.click(screen.getByRole('button', { name: 'Odds' }));
    await userEvent.click(screen.getByText('Outside'));
    expect(screen.queryByRole('button', { name: 'Decimal' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Odds' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Decimal' })).toBeNull();
  });

  it('opens on hover after 200 ms and closes 200 ms after the pointer leaves', () => {
    vi.useFakeTimers();
    renderDropdown('hover');
    const root = screen.getByRole('button', { name: 'Odds' }).parentElement!;
    fireEvent.pointerEnter(root);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole('button', { name: 'Decimal' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Decimal' })).toBeTruthy();
    fireEvent.pointerLeave(root);
    fireEvent.pointerEnter(root);
    act(() => vi.advanceTimersByTime(400));
    expect(screen.getByRole('button', { name: 'Decimal' })).toBeTruthy();
    fireEvent.pointerLeave(root);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('button', { name: 'Decimal' })).toBeNull();
  });
});
