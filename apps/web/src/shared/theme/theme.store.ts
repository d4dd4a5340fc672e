import { create } from 'zustand';
import { readStorage, writeStorage } from '../storage/local-storage';
import { STORAGE_KEYS } from '../storage/storage-keys';

export type Theme = 'dark' | 'light';

interface ThemeState {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
  /** The configuration's default, used only while the visitor has never chosen. */
  adoptDefaultTheme: (theme: Theme) => void;
}

function storedTheme(): Theme | null {
  const stored = readStorage(STORAGE_KEYS.theme);
  return stored === 'light' || stored === 'dark' ? stored : null;
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
}

export const useThemeStore = create<ThemeState>((set, get) => ({
  theme: storedTheme() ?? 'dark',
  setTheme: (theme) => {
    writeStorage(STORAGE_KEYS.theme, theme);
    applyTheme(theme);
    set({ theme });
  },
  toggleTheme: () => get().setTheme(get().theme === 'dark' ? 'light' : 'dark'),
  adoptDefaultTheme: (theme) => {
    if (storedTheme() !== null || get().theme === theme) return;
    applyTheme(theme);
    set({ theme });
  },
}));
