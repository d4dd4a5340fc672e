import { useListT } from '../../../shared/i18n/use-list-t';
import type { Favourite, FavouriteKind } from '../favourites/favourite-types';
import { useFavourites } from '../favourites/use-favourites';
import { SportsbookIcon } from './sportsbook-icon';
import styles from './row-actions.module.css';

/** Marks a game, championship or team as a favourite (on the account, or in this browser for a guest). */
export function FavouriteStar({
  kind,
  item,
  className,
}: {
  kind: FavouriteKind;
  item: Favourite;
  className?: string;
}) {
  const t = useListT();
  const { isFavourite, toggle } = useFavourites();
  const on = isFavourite(kind, item.id);
  return (
    <button
      type="button"
      className={`${styles.action} ${on ? styles.starred : ''} ${className ?? ''}`}
      aria-pressed={on}
      aria-label={t(`sportsbook.favourite.${kind}`, { name: item.name ?? '' })}
      title={t(on ? 'sportsbook.favourite.remove' : 'sportsbook.favourite.add')}
      onClick={(event) => {
        event.preventDefault();
        toggle(kind, item);
      }}
    >
      <SportsbookIcon name="star" size={16} />
    </button>
  );
}
