import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SEARCH_MAX_LENGTH } from '@sportsbook/core/constants/list-size.constants';
import { limitSearchInput } from '@sportsbook/core/input/search-input';
import { Icon } from '../icon/icon';
import styles from './search-input.module.css';

interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type'
> {
  value: string;
  onChange: (value: string) => void;
  /** Accessible name; the placeholder alone is not one. */
  label: string;
}

/** A search field holding at most 100 characters (spec section 5), with a clear button once it has text. */
export function SearchInput({
  value,
  onChange,
  label,
  maxLength = SEARCH_MAX_LENGTH,
  className,
  ...rest
}: SearchInputProps) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <Icon name="search" size={16} className={styles.icon} />
      <input
        {...rest}
        type="search"
        className={styles.input}
        aria-label={label}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(limitSearchInput(event.target.value, maxLength))}
      />
      {value ? (
        <button
          type="button"
          className={styles.clear}
          onClick={() => onChange('')}
          aria-label={t('common.clear')}
        >
          <Icon name="close" size={14} />
        </button>
      ) : null}
    </div>
  );
}
