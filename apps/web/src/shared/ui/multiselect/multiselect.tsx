import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MULTISELECT } from '@sportsbook/core/constants/list-size.constants';
import { useDropdown } from '../dropdown/use-dropdown';
import { describedBy, FieldFrame } from '../field/field-frame';
import { Icon } from '../icon/icon';
import { SelectList } from '../select-list/select-list';
import type { SelectOption } from '../select/select-option';
import { isAtMax, toggleValue, visibleTags } from './multiselect-state';
import styles from './multiselect.module.css';

interface MultiselectProps {
  label: string;
  labelHidden?: boolean;
  options: readonly SelectOption[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  /** The most options that may be chosen; none when absent. */
  max?: number;
  /** Tags drawn before the rest collapse into "and N more" (99999 by default). */
  limit?: number;
  optionsLimit?: number;
  placeholder?: string;
  errors?: readonly string[];
  tooltip?: string;
  required?: boolean;
  disabled?: boolean;
  loading?: boolean;
  searchKeys?: readonly string[];
}

/**
 * Several options from a searchable list (UI-15, UI-16): tags for the chosen ones with a remove button each,
 * a list of at most 1000 matches 300 px high with 40 px rows, and the spec's messages.
 */
export function Multiselect({
  label,
  labelHidden,
  options,
  value,
  onChange,
  max,
  limit = MULTISELECT.defaultLimit,
  optionsLimit = MULTISELECT.optionsLimit,
  placeholder,
  errors = [],
  tooltip,
  required,
  disabled,
  loading,
  searchKeys,
}: MultiselectProps) {
  const { t } = useTranslation();
  const id = useId();
  const { open, toggle, rootRef } = useDropdown('click');
  const { shown, rest } = visibleTags(value, limit);
  const labelOf = (item: string) => options.find((option) => option.value === item)?.label ?? item;
  const atMax = isAtMax(value, max);

  return (
    <FieldFrame
      id={id}
      label={label}
      labelHidden={labelHidden}
      errors={errors}
      tooltip={tooltip}
      required={required}
    >
      <div className={styles.root} ref={rootRef}>
        <div className={`${styles.box} ${errors.length > 0 ? styles.invalid : ''}`}>
          {shown.length === 0 ? <span className={styles.placeholder}>{placeholder}</span> : null}
          {shown.map((item) => (
            <span key={item} className={styles.tag}>
              {labelOf(item)}
              <button
                type="button"
                className={styles.remove}
                disabled={disabled}
                aria-label={t('ui.multiselect.remove', { name: labelOf(item) })}
                onClick={() => onChange(value.filter((other) => other !== item))}
              >
                <Icon name="close" size={12} />
              </button>
            </span>
          ))}
          {rest > 0 ? <span className={styles.more}>{t('ui.multiselect.more', { rest })}</span> : null}
          <button
            id={id}
            type="button"
            className={styles.toggle}
            aria-haspopup="listbox"
            aria-expanded={open}
            aria-label={label}
            aria-describedby={describedBy(id, errors)}
            disabled={disabled}
            onClick={toggle}
          >
            <Icon name="chevronDown" size={16} className={open ? styles.chevronOpen : undefined} />
          </button>
        </div>
        {open ? (
          <div className={styles.panel}>
            <SelectList
              label={label}
              options={options}
              selected={value}
              multiple
              loading={loading}
              searchKeys={searchKeys}
              optionsLimit={optionsLimit}
              autoFocusSearch
              notice={atMax ? t('ui.multiselect.max', { max }) : undefined}
              onPick={(option) => onChange(toggleValue(value, option.value, max))}
            />
          </div>
        ) : null}
      </div>
    </FieldFrame>
  );
}
