import { useTranslation } from '../../../shared/i18n/use-translation';
import { useThemeStore } from '../../../shared/theme/theme.store';
import { Icon } from '../../../shared/ui/icon/icon';
import styles from './header-controls.module.css';

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const theme = useThemeStore((state) => state.theme);
  const toggleTheme = useThemeStore((state) => state.toggleTheme);
  const label = t(theme === 'dark' ? 'header.theme.toLight' : 'header.theme.toDark');
  return (
    <button
      type="button"
      className={`${styles.iconButton} ${className ?? ''}`}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={18} />
    </button>
  );
}
