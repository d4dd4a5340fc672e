import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../icon/icon';
import styles from './sheet.module.css';

interface SheetProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A bottom sheet for the mobile menu and coupon: a panel of navigation, so Escape and outside taps close it. */
export function Sheet({ title, onClose, children }: SheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panelRef.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    document.documentElement.dataset.modalOpen = '';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      delete document.documentElement.dataset.modalOpen;
      previous?.focus?.();
    };
  }, [onClose]);

  return createPortal(
    <div
      className={styles.overlay}
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <span className={styles.grip} aria-hidden="true" />
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            aria-label={t('messages.main_close')}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
