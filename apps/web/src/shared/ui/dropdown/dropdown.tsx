import { useId, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { useDropdown, type DropdownMode } from './use-dropdown';
import styles from './dropdown.module.css';

interface DropdownProps {
  /** Content of the trigger button. */
  label: ReactNode;
  /** Accessible name when the label is only an icon or a short code. */
  ariaLabel?: string;
  mode?: DropdownMode;
  hoverDelayMs?: number;
  align?: 'start' | 'end';
  triggerClassName?: string;
  panelClassName?: string;
  /** Panel content; receives `close` so a chosen item can close the panel. */
  children: (close: () => void) => ReactNode;
}

export function Dropdown({
  label,
  ariaLabel,
  mode = 'click',
  hoverDelayMs,
  align = 'end',
  triggerClassName,
  panelClassName,
  children,
}: DropdownProps) {
  const { open, close, toggle, rootRef, hoverHandlers } = useDropdown(mode, hoverDelayMs);
  const panelId = useId();
  return (
    <div className={styles.root} ref={rootRef} {...(mode === 'hover' ? hoverHandlers : {})}>
      <button
        type="button"
        className={`${styles.trigger} ${triggerClassName ?? ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={toggle}
      >
        {label}
        <Icon name="chevronDown" size={14} className={open ? styles.chevronOpen : styles.chevron} />
      </button>
      {open ? (
        <div id={panelId} className={`${styles.panel} ${styles[align]} ${panelClassName ?? ''}`}>
          {children(close)}
        </div>
      ) : null}
    </div>
  );
}
