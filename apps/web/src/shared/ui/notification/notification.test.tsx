import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationHost } from './notification-host';
import { notify, useNotificationStore } from './notification.store';

describe('notifications (UI-11)', () => {
  afterEach(() => useNotificationStore.setState({ items: [] }));

  it('show type, title, text and actions in a 260 px column, and vanish after 3000 ms', async () => {
    vi.useFakeTimers();
    const onYes = vi.fn();
    const { container } = render(<NotificationHost />);
    act(() => {
      notify({
        type: 'question',
        title: 'Keep odds?',
        text: 'The price moved',
        actions: [{ label: 'Yes', onClick: onYes }],
      });
    });
    expect(screen.getByRole('status').textContent).toContain('Keep odds?');
    expect(screen.getByText('The price moved')).toBeTruthy();
    expect((container.firstElementChild as HTMLElement).style.inlineSize).toBe('260px');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(onYes).not.toHaveBeenCalled();
  });

  it('runs an action and closes; an error is announced as an alert; the close button closes', async () => {
    const onRetry = vi.fn();
    render(<NotificationHost />);
    act(() => {
      notify({ type: 'error', title: 'Failed', actions: [{ label: 'Retry', onClick: onRetry }] });
      notify({ type: 'success', title: 'Saved' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
