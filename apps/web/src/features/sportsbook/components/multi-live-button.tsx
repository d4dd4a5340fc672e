import { useListT } from '../../../shared/i18n/use-list-t';
import { useMultiLive } from '../multi-live/multi-live.store';
import { SportsbookIcon } from './sportsbook-icon';
import styles from './row-actions.module.css';

/** Adds a live game to the multi-live page or takes it off. */
export function MultiLiveButton({ gameId, name }: { gameId: number; name: string }) {
  const t = useListT();
  const on = useMultiLive((state) => state.ids.includes(gameId));
  const toggle = useMultiLive((state) => state.toggle);
  return (
    <button
      type="button"
      className={`${styles.action} ${on ? styles.pinned : ''}`}
      aria-pressed={on}
      aria-label={t('sportsbook.multiLive.toggle', { name })}
      title={t(on ? 'sportsbook.multiLive.remove' : 'sportsbook.multiLive.add')}
      onClick={(event) => {
        event.preventDefault();
        toggle(gameId);
      }}
    >
      <SportsbookIcon name="multi" size={16} />
    </button>
  );
}
