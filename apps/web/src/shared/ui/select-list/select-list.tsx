import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { MULTISELECT, SELECT_SKELETON_COUNT } from '@sportsbook/core/constants/list-size.constants';
import { SearchInput } from '../search-input/search-input';
import { Skeleton } from '../skeleton/skeleton';
import { VirtualList } from '../virtual-list/virtual-list';
import { filterOptions, type SelectOption } from '../select/select-option';
import { useActiveIndex } from './use-active-index';
import styles from './select-list.module.css';

export interface SelectListProps {
  options: readonly SelectOption[];
  /** Values currently chosen (one for a select, several for a multiselect). */
  selected: readonly string[];
  onPick: (option: SelectOption) => void;
  /** Accessible name of the list. */
  label: string;
  /** Shows the search field; its text is matched against name and ISO code or `searchKeys` (UI-14). */
  searchable?: boolean;
  searchKeys?: readonly string[];
  /** Loading draws five skeleton rows where the options will be. */
  loading?: boolean;
  autoFocusSearch?: boolean;
  multiple?: boolean;
  /** At most this many matching options are listed. */
  optionsLimit?: number;
  optionHeightPx?: number;
  maxHeightPx?: number;
  /** Shown instead of the options (the multiselect's "maximum selected"). */
  notice?: ReactNode;
  renderOption?: (option: SelectOption) => ReactNode;
  /** The search text, for a parent that reacts to it (the phone-code picker). */
  onSearchChange?: (query: string) => void;
}

function DefaultOption({ option }: { option: SelectOption }) {
  return (
    <>
      <span className={styles.label}>{option.label}</span>
      {option.iso ? <span className={styles.meta}>{option.iso}</span> : null}
    </>
  );
}

/** A list of options with an optional search, for selects, multiselects and the phone-code picker. */
export function SelectList({
  options,
  selected,
  onPick,
  label,
  searchable = true,
  searchKeys,
  loading = false,
  autoFocusSearch = false,
  multiple = false,
  optionsLimit = MULTISELECT.optionsLimit,
  optionHeightPx = MULTISELECT.optionHeightPx,
  maxHeightPx = MULTISELECT.maxHeightPx,
  notice,
  renderOption,
  onSearchChange,
}: SelectListProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const matches = useMemo(
    () => filterOptions(options, query, searchKeys).slice(0, optionsLimit),
    [options, query, searchKeys, optionsLimit],
  );
  const { activeIndex, setActiveIndex, onKeyDown } = useActiveIndex(
    matches.length,
    (index) => onPick(matches[index]!),
    matches,
  );
  const optionId = (index: number) => `${listId}-${index}`;

  const body = () => {
    if (loading) {
      return (
        <div className={styles.skeletons} aria-busy="true" aria-label={t('common.loading')}>
          {Array.from({ length: SELECT_SKELETON_COUNT }, (_, index) => (
            <Skeleton key={index} height={optionHeightPx - 12} />
          ))}
        </div>
      );
    }
    if (notice) return <p className={styles.message}>{notice}</p>;
    if (matches.length === 0) {
      return (
        <p className={styles.message} role="status">
          {options.length === 0 ? t('ui.select.empty') : t('ui.select.noResults')}
        </p>
      );
    }
    return (
      <VirtualList
        id={listId}
        role="listbox"
        aria-label={label}
        aria-multiselectable={multiple || undefined}
        count={matches.length}
        itemSizePx={optionHeightPx}
        maxHeightPx={maxHeightPx}
        activeIndex={activeIndex}
        getItemKey={(index) => matches[index]!.value}
        renderItem={(index) => {
          const option = matches[index]!;
          return (
            <div
              id={optionId(index)}
              role="option"
              aria-selected={selected.includes(option.value)}
              className={`${styles.option} ${index === activeIndex ? styles.active : ''}`}
              style={{ minBlockSize: optionHeightPx }}
              onPointerMove={() => index !== activeIndex && setActiveIndex(index)}
              onClick={() => onPick(option)}
            >
              {renderOption ? renderOption(option) : <DefaultOption option={option} />}
            </div>
          );
        }}
      />
    );
  };

  return (
    <div className={styles.list}>
      {searchable ? (
        <SearchInput
          label={t('ui.select.search')}
          placeholder={t('ui.select.search')}
          value={query}
          autoFocus={autoFocusSearch}
          aria-controls={listId}
          aria-activedescendant={activeIndex >= 0 && !loading ? optionId(activeIndex) : undefined}
          onKeyDown={onKeyDown}
          onChange={(value) => {
            setQuery(value);
            onSearchChange?.(value);
          }}
        />
      ) : null}
      {body()}
    </div>
  );
}
