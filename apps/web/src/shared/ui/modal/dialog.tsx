import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import { Button, type ButtonVariant } from '../button/button';
import { Icon } from '../icon/icon';
import styles from './dialog.module.css';

export interface DialogButton {
  labelKey: string;
  onClick: () => void;
  variant?: ButtonVariant;
}

interface DialogProps {
  title: ReactNode;
  children?: ReactNode;
  onClose: () => void;
  /** The main action; the default buttons are main_ok (this) and main_close (UI-10). */
  onOk?: () => void;
  /** Replaces the default buttons; `null` shows none (a form brings its own). */
  buttons?: readonly DialogButton[] | null;
  showCloseButton?: boolean;
  closeOnOutsideClick?: boolean;
  /** Off by default (UI-10): a half-filled form must not vanish on a stray key press. */
  closeOnEscape?: boolean;
  size?: 's' | 'm' | 'l';
}

export function Dialog({
  title,
  children,
  onClose,
  onOk,
  buttons,
  showCloseButton = true,
  closeOnOutsideClick = true,
  closeOnEscape = false,
  size = 's',
}: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const actions =
    buttons === undefined
      ? [
          { labelKey: 'messages.main_ok', onClick: onOk ?? onClose, variant: 'primary' as const },
          { labelKey: 'messages.main_close', onClick: onClose },
        ]
      : (buttons ?? []);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    (panel?.querySelector<HTMLElement>('[autofocus], input, select, textarea') ?? panel)?.focus();
    document.documentElement.dataset.modalOpen = '';
    return () => {
      delete document.documentElement.dataset.modalOpen;
      previous?.focus?.();
    };
  }, []);

  useEffect(() => {
    if (!closeOnEscape) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [closeOnEscape, onClose]);

  return createPortal(
    <div
      className={styles.overlay}
      onMouseDown={(event) => closeOnOutsideClick && event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        className={`${styles.panel} ${styles[size]}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {showCloseButton ? (
            <button
              type="button"
              className={styles.close}
              onClick={onClose}
              aria-label={t('messages.main_close')}
            >
              <Icon name="close" size={18} />
            </button>
          ) : null}
        </div>
        <div className={styles.body}>{children}</div>
        {actions.length > 0 ? (
          <div className={styles.footer}>
            {actions.map((action) => (
              <Button key={action.labelKey} variant={action.variant ?? 'secondary'} onClick={action.onClick}>
                {t(action.labelKey)}
              </Button>
            ))}
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
