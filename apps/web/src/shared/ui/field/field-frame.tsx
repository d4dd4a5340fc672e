import type { ReactNode } from 'react';
import { useMessageText } from '../../i18n/use-message-text';
import styles from './field-frame.module.css';

interface FieldFrameProps {
  /** The control's id: the label points at it and the error text is `${id}-error`. */
  id: string;
  label?: ReactNode;
  /** A label that names a group of controls (a phone's code and number) instead of one input. */
  labelAs?: 'label' | 'span';
  /** The label still names the control for assistive technology, but is not drawn (a placeholder shows). */
  labelHidden?: boolean;
  /** Message keys (spec section 8: `required`, `min_symbols_limit`, ...), translated here. */
  errors?: readonly string[];
  /** A hint under the control, shown while there is no error. */
  hint?: ReactNode;
  /** A short explanation behind an info mark beside the label (the field descriptor's tooltip). */
  tooltip?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

export const errorIdOf = (id: string) => `${id}-error`;
export const hintIdOf = (id: string) => `${id}-hint`;

/** Label, control, then the error or the hint: the one layout of every form field. */
export function FieldFrame({
  id,
  label,
  labelAs = 'label',
  labelHidden = false,
  errors = [],
  hint,
  tooltip,
  required,
  className,
  children,
}: FieldFrameProps) {
  const messageText = useMessageText();
  const LabelTag = labelAs;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      {label ? (
        <div className={labelHidden ? 'visually-hidden' : styles.labelRow}>
          <LabelTag
            className={`${styles.label} ${required ? styles.required : ''}`}
            id={`${id}-label`}
            {...(labelAs === 'label' ? { htmlFor: id } : {})}
          >
            {label}
          </LabelTag>
          {tooltip ? (
            <span className={styles.tooltip} tabIndex={0} role="note" aria-label={tooltip} data-tip={tooltip}>
              ?
            </span>
          ) : null}
        </div>
      ) : null}
      {children}
      {errors.length > 0 ? (
        <p id={errorIdOf(id)} className={styles.error}>
          {errors.map(messageText).join(' ')}
        </p>
      ) : hint ? (
        <p id={hintIdOf(id)} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** The aria-describedby of a control inside a FieldFrame. */
export function describedBy(
  id: string,
  errors: readonly string[] | undefined,
  hint?: unknown,
): string | undefined {
  if (errors && errors.length > 0) return errorIdOf(id);
  return hint ? hintIdOf(id) : undefined;
}
