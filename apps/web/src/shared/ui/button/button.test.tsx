import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button (UI-28)', () => {
  it('while loading is disabled, busy and shows the preloader with at most 10 letters', async () => {
    const onClick = vi.fn();
    render(
      <Button loading loadingText="Processing payment" onClick={onClick}>
        Deposit
      </Button>,
    );
    const button = screen.getByRole('button');
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Processing')).toBeTruthy();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('announces a toggled state', () => {
    render(<Button toggled>Dark</Button>);
    expect(screen.getByRole('button', { name: 'Dark', pressed: true })).toBeTruthy();
  });

  it('does nothing while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Bet
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bet' }));
    expect(onClick).not.toHaveBeenCalled();
  });
});
