import { afterEach, describe, expect, it } from 'vitest';
import { useThemeStore } from './theme.store';

describe('theme (CFG-17)', () => {
  afterEach(() => useThemeStore.setState({ theme: 'dark' }));

  it("follows the configuration's default until the visitor chooses, then keeps the choice", () => {
    useThemeStore.getState().adoptDefaultTheme('light');
    expect(useThemeStore.getState().theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBeNull();
    useThemeStore.getState().setTheme('dark');
    useThemeStore.getState().adoptDefaultTheme('light');
    expect(useThemeStore.getState().theme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });
});
