import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ScrollPointerShield } from '../ui/scroll-pointer-shield/scroll-pointer-shield';
import { useScrollActivity } from './use-scroll-activity';

function Indicator() {
  return <p>{useScrollActivity() ? 'scrolling' : 'still'}</p>;
}

describe('scroll activity (UI-30)', () => {
  it('resets the indicator 150 ms and lifts the pointer shield 300 ms after the last turn of the wheel', () => {
    vi.useFakeTimers();
    render(
      <>
        <Indicator />
        <ScrollPointerShield />
      </>,
    );
    const shield = screen.getByTestId('scroll-pointer-shield');
    expect(shield.hidden).toBe(true);
    // A scroll the page makes itself (a field scrolled into view) leaves the pointer alone.
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByText('scrolling')).toBeTruthy();
    expect(shield.hidden).toBe(true);
    act(() => {
      fireEvent.wheel(window);
      fireEvent.scroll(window);
    });
    expect(shield.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(100));
    act(() => {
      fireEvent.wheel(window);
      fireEvent.scroll(window);
    });
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByText('still')).toBeTruthy();
    expect(shield.hidden).toBe(false);
    act(() => vi.advanceTimersByTime(150));
    expect(shield.hidden).toBe(true);
    vi.useRealTimers();
  });
});
