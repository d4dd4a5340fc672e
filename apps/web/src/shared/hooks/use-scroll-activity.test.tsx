import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useScrollActivity } from './use-scroll-activity';

function Indicator() {
  return <p>{useScrollActivity() ? 'scrolling' : 'still'}</p>;
}

describe('useScrollActivity (UI-30)', () => {
  it('resets the indicator 150 ms and restores pointer events 300 ms after the last scroll', () => {
    vi.useFakeTimers();
    render(<Indicator />);
    act(() => {
      fireEvent.scroll(window);
    });
    expect(screen.getByText('scrolling')).toBeTruthy();
    expect(document.documentElement.dataset.scrolling).toBe('');
    act(() => vi.advanceTimersByTime(150));
    expect(screen.getByText('still')).toBeTruthy();
    expect(document.documentElement.dataset.scrolling).toBe('');
    act(() => vi.advanceTimersByTime(150));
    expect(document.documentElement.dataset.scrolling).toBeUndefined();
  });
});
