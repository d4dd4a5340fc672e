import { useId, useRef, type ReactNode } from 'react';
import { useDropdown } from '../dropdown/use-dropdown';
import { describedBy, FieldFrame } from '../field/field-frame';
import { Icon } from '../icon/icon';
import { SelectList } from '../select-list/select-list';
import type { SelectOption } from './select-option';
import styles from './select.module.css';

/** Lists longer than this get a search field. */
const SEARCH_FROM_OPTIONS = 8;

export interface SelectProps {
  label: string;
  labelHidden?: boolean;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string, option: SelectOption) => void;
  placeholder?: string;
  errors?: readonly string[];
  hint?: ReactNode;
  tooltip?: string;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  searchKeys?: readonly string[];
  searchable?: boolean;
  name?: string;
  className?: string;
}

/** A select field whose list opens below it, searchable when long (UI-14). */
export function Select({
  label,
  labelHidden,
  options,
  value,
  onChange,
  placeholder,
  errors = [],
  hint,
  tooltip,
  required,
  disabled,
  loading,
  searchKeys,
  searchable = options.length > SEARCH_FROM_OPTIONS,
  name,
  className,
}: SelectProps) {
  const id = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { open, close, toggle, rootRef } = useDropdown('click');
  const current = options.find((option) => option.value === value);
  const invalid = errors.length > 0;

  return (
    <FieldFrame
      id={id}
      label={label}
      labelHidden={labelHidden}
      errors={errors}
      hint={hint}
      tooltip={tooltip}
      required={required}
      className={className}
    >
      <div className={styles.root} ref={rootRef}>
        <button
          ref={triggerRef}
          id={id}
          type="button"
          name={name}
          className={`${styles.trigger} ${invalid ? styles.invalid : ''}`}
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, errors, hint)}
          disabled={disabled}
          onClick={toggle}
        >
          <span className={current ? styles.value : styles.placeholder}>
            {current?.label ?? placeholder ?? '\u00a0'}
          </span>
          <Icon name="chevronDown" size={16} className={open ? styles.chevronOpen : styles.chevron} />
        </button>
        {open ? (
          <div className={styles.panel}>
            <SelectList
              label={label}
              options={options}
              selected={value ? [value] : []}
              searchable={searchable}
              searchKeys={searchKeys}
              loading={loading}
              autoFocusSearch
              onPick={(option) => {
                onChange(option.value, option);
                close();
                triggerRef.current?.focus();
              }}
            />
          </div>
        ) : null}
      </div>
    </FieldFrame>
  );
}
