import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INITIAL_SCROLL_TOP_STATE, nextScrollTopState, type ScrollTopState } from './scroll-to-top.state';
import { ScrollToTopButton } from './scroll-to-top-button';

const SCREEN = 800;
const scrollThrough = (positions: number[]): ScrollTopState =>
  positions.reduce((state, y) => nextScrollTopState(state, y, SCREEN, 4), INITIAL_SCROLL_TOP_STATE);

describe('scroll-to-top visibility (UI-12)', () => {
  it.each([
    [[1000, 3000, 2900], false, 'turning back before 4 screens'],
    [[1000, 3200, 3000], true, 'turning back after 4 screens'],
    [[3200, 3000, 3100], false, 'going down again'],
    [[3200, 3000, 0], false, 'reaching the top'],
    [[3200, 0, 500, 400], false, 'turning back after a reset near the top'],
    [[3300, 3100, 3100], true, 'staying still after turning back'],
  ])('%j -> %s (%s)', (positions, visible) => {
    expect(scrollThrough(positions).visible).toBe(visible);
  });

  it('shows an arrow button that scrolls to the top', () => {
    const scrolls: unknown[] = [];
    window.scrollTo = ((options: unknown) => scrolls.push(options)) as typeof window.scrollTo;
    render(<ScrollToTopButton />);
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        fireEvent.scroll(window);
      });
    scrollTo(4 * window.innerHeight);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    scrollTo(4 * window.innerHeight - 100);
    const button = screen.getByRole('button', { name: 'Back to top' });
    expect(button.textContent).toBe('');
    fireEvent.click(button);
    expect(scrolls).toEqual([{ top: 0, behavior: 'smooth' }]);
  });
});
