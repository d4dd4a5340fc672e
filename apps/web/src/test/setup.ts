import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import en from '@dictionaries/en.json';
import { useLayoutStore } from '../app/layout/layout.store';
import { stopAnalytics } from '../shared/analytics/track-event';
import { i18n, initI18n } from '../shared/i18n/i18n-instance';
import { STORAGE_KEYS } from '../shared/storage/storage-keys';
import { useModalStore } from '../shared/ui/modal/modal.store';
import { useNotificationStore } from '../shared/ui/notification/notification.store';

/** jsdom lays nothing out, so nothing is ever resized; the layout only needs the observer to exist. */
class NoopResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;

// Lazy pages load their chunk on first render; on a busy CI machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => {
  initI18n({ en });
});

// Tests meet the site as a visitor who already chose their cookies; the banner's own tests clear this.
beforeEach(() => {
  window.localStorage.setItem(STORAGE_KEYS.cookiesAgreeTime, '2026-01-01T00:00:00.000Z');
});

afterEach(async () => {
  cleanup();
  // Events a test fired leave a send timer behind; it must not fire once jsdom is gone.
  stopAnalytics();
  useModalStore.setState({ records: [] });
  useNotificationStore.setState({ items: [] });
  useLayoutStore.setState({ sheet: null });
  vi.useRealTimers();
  window.localStorage.clear();
  i18n.changeLanguage('en');
});
