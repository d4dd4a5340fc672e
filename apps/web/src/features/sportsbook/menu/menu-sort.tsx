import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { MENU_SORT, type MenuSortId } from '@sportsbook/core/constants/sports-menu.constants';
import { readStorage, writeStorage } from '../../../shared/storage/local-storage';
import { STORAGE_KEYS } from '../../../shared/storage/storage-keys';
import styles from './sports-tree.module.css';

const SORT_LABELS: readonly (readonly [MenuSortId, string])[] = [
  [MENU_SORT.sportSort, 'sportsbook.menu.sortBySport'],
  [MENU_SORT.topSport, 'sportsbook.menu.sortTop'],
  [MENU_SORT.play, 'sportsbook.menu.sortPlay'],
];

function storedSort(): MenuSortId {
  const stored = Number(readStorage(STORAGE_KEYS.sportsMenuSort));
  return SORT_LABELS.find(([id]) => id === stored)?.[0] ?? MENU_SORT.sportSort;
}

/** The sports menu's order (SPT-22), remembered in this browser for guests and players alike. */
export function useMenuSort() {
  const [sort, setSort] = useState(storedSort);
  const choose = (next: MenuSortId) => {
    writeStorage(STORAGE_KEYS.sportsMenuSort, String(next));
    setSort(next);
  };
  return [sort, choose] as const;
}

/** The switch between the menu's orders: by sport, top sports first, most events to bet on first. */
export function MenuSortSwitch({
  sort,
  onChange,
}: {
  sort: MenuSortId;
  onChange: (sort: MenuSortId) => void;
}) {
  const { t } = useTranslation();
  return (
    <select
      className={styles.sort}
      aria-label={t('sportsbook.menu.sortLabel')}
      value={sort}
      onChange={(event) => onChange(Number(event.target.value) as MenuSortId)}
    >
      {SORT_LABELS.map(([id, key]) => (
        <option key={id} value={id}>
          {t(key)}
        </option>
      ))}
    </select>
  );
}
