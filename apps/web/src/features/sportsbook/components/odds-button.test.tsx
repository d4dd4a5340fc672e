import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCouponSelections } from '../../../shared/coupon/coupon-selections.store';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import type { Outcome } from '../model/feed-types';
import { OddsButton, type OddsGame } from './odds-button';
import { PRICE_FLASH_MS } from './use-price-flash';

const GAME: OddsGame = { id: 7, mainId: 7, kind: 'live', name: 'Arsenal – Chelsea', champ: 'Premier League' };
const HOME: Outcome = { G: 1, T: 1, C: 2.5 };

function renderButton(outcome: Outcome | undefined, game: OddsGame = GAME) {
  return render(<OddsButton outcome={outcome} game={game} market="Match result" label="1" />);
}

describe('odds button', () => {
  beforeEach(() => {
    useCouponSelections.setState({ selections: [] });
    useOddsFormatStore.setState({ format: 'decimal' });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the price in the chosen format and changes with the format, without a flash', () => {
    renderButton(HOME);
    const button = screen.getByRole('button', { name: /Match result: 1 2\.5/ });
    act(() => useOddsFormatStore.getState().setFormat('fractional'));
    expect(button.textContent).toBe('3/2');
    act(() => useOddsFormatStore.getState().setFormat('american'));
    expect(button.textContent).toBe('+150');
    expect(button.dataset.flash).toBeUndefined();
  });

  it('flashes up with an arrow when the price rises, down when it falls, and settles after 1.5 s', () => {
    vi.useFakeTimers();
    const view = renderButton(HOME);
    view.rerender(<OddsButton outcome={{ ...HOME, C: 2.75 }} game={GAME} market="Match result" label="1" />);
    const button = screen.getByRole('button', { name: /price up/ });
    expect(button.dataset.flash).toBe('up');
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull();
    view.rerender(<OddsButton outcome={{ ...HOME, C: 2.2 }} game={GAME} market="Match result" label="1" />);
    expect(screen.getByRole('button', { name: /price down/ }).dataset.flash).toBe('down');
    act(() => vi.advanceTimersByTime(PRICE_FLASH_MS));
    expect(screen.getByRole('button', { name: 'Match result: 1 2.20' }).dataset.flash).toBeUndefined();
  });

  it('shows a lock, not a price, while the outcome is blocked or the game stopped taking bets', () => {
    const view = renderButton({ ...HOME, B: true });
    const locked = screen.getByRole('button', { name: '1: betting suspended' });
    expect(locked).toHaveProperty('disabled', true);
    expect(locked.textContent).not.toContain('2.5');
    view.rerender(<OddsButton outcome={HOME} game={{ ...GAME, PH: 3 }} market="Match result" label="1" />);
    expect(screen.getByRole('button', { name: '1: betting suspended' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button'));
    expect(useCouponSelections.getState().selections).toEqual([]);
  });

  it('adds the pick to the coupon, shows it selected wherever it is drawn, and takes it out again', () => {
    render(
      <>
        <OddsButton outcome={HOME} game={GAME} market="Match result" label="1" />
        <OddsButton outcome={HOME} game={GAME} market="Match result" label="1" showLabel />
      </>,
    );
    const [first, second] = screen.getAllByRole('button');
    fireEvent.click(first!);
    expect(useCouponSelections.getState().selections).toEqual([
      {
        gameId: 7,
        mainGameId: 7,
        type: 1,
        param: 0,
        price: 2.5,
        kind: 1,
        names: { game: 'Arsenal – Chelsea', champ: 'Premier League', market: 'Match result', selection: '1' },
      },
    ]);
    expect(first!.getAttribute('aria-pressed')).toBe('true');
    expect(second!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(second!);
    expect(useCouponSelections.getState().selections).toEqual([]);
    expect(first!.getAttribute('aria-pressed')).toBe('false');
  });

  it('draws an empty cell when the market is not offered', () => {
    const view = renderButton(undefined);
    expect(screen.queryByRole('button')).toBeNull();
    expect(view.container.textContent).toBe('—');
  });
});
