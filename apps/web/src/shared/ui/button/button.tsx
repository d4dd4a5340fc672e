import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from '../icon/icon';
import { Preloader } from '../preloader/preloader';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline';
export type ButtonSize = 's' | 'm' | 'l';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** The button look for elements that must stay links (navigation to a page). */
export function buttonClassName({
  variant = 'secondary',
  size = 'm',
  block = false,
}: ButtonLook = {}): string {
  return [styles.button, styles[variant], styles[size], block ? styles.block : ''].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Disabled, busy, and showing the preloader instead of the label (UI-28). */
  loading?: boolean;
  loadingText?: string;
  /** A pressed state for toggles (theme, filters); announced as aria-pressed. */
  toggled?: boolean;
  icon?: IconName;
  children?: ReactNode;
}

export function Button({
  variant,
  size,
  block,
  loading = false,
  loadingText,
  toggled,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  const classes = [buttonClassName({ variant, size, block }), toggled ? styles.toggled : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-pressed={toggled}
    >
      <span className={loading ? styles.hiddenContent : styles.content}>
        {icon ? <Icon name={icon} size={size === 's' ? 16 : 18} /> : null}
        {children}
      </span>
      {loading ? (
        <span className={styles.loader}>
          <Preloader text={loadingText} />
        </span>
      ) : null}
    </button>
  );
}
