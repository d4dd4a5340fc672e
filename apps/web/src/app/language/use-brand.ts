import { useEffect } from 'react';
import { useSiteConfig } from '../../shared/site-config/site-config.api';
import { useThemeStore } from '../../shared/theme/theme.store';

/** The partner's look from the configuration's customize section: brand colours and the default theme. */
export function useBrand(): void {
  const { customize } = useSiteConfig();
  const adoptDefaultTheme = useThemeStore((state) => state.adoptDefaultTheme);
  const { accent, accentText, header, headerText } = customize.colors;

  useEffect(() => {
    const style = document.documentElement.style;
    style.setProperty('--color-accent', accent);
    style.setProperty('--color-on-accent', accentText);
    style.setProperty('--header-bg', header);
    style.setProperty('--header-text', headerText);
  }, [accent, accentText, header, headerText]);

  useEffect(() => {
    adoptDefaultTheme(customize.defaultTheme);
  }, [customize.defaultTheme, adoptDefaultTheme]);
}
