import { DASHBOARD_GAMES_LIMIT } from '@sportsbook/core/constants/limits.constants';
import { useListT } from '../../../shared/i18n/use-list-t';
import { useNotificationStore } from '../../../shared/ui/notification/notification.store';
import { usePinnedGames } from '../favourites/pinned-games.store';
import { SportsbookIcon } from './sportsbook-icon';
import styles from './row-actions.module.css';

/** Pins a game to the dashboard (FAV-08) or unpins it; a full dashboard says so instead. */
export function PinButton({ gameId, name }: { gameId: number; name: string }) {
  const t = useListT();
  const pinned = usePinnedGames((state) => state.ids.includes(gameId));
  const toggle = usePinnedGames((state) => state.toggle);
  const notify = useNotificationStore((state) => state.notify);
  return (
    <button
      type="button"
      className={`${styles.action} ${pinned ? styles.pinned : ''}`}
      aria-pressed={pinned}
      aria-label={t('sportsbook.pin.label', { name })}
      title={t(pinned ? 'sportsbook.pin.remove' : 'sportsbook.pin.add')}
      onClick={(event) => {
        event.preventDefault();
        if (!toggle(gameId))
          notify({ type: 'warning', text: t('sportsbook.pin.full', { n: DASHBOARD_GAMES_LIMIT }) });
      }}
    >
      <SportsbookIcon name="pin" size={16} />
    </button>
  );
}
