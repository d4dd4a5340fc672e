import { useLang } from '../../../shared/i18n/use-lang';
import { useVisibleGameTopics } from '../live/use-visible-game-topics';
import type { FeedKind, ListGame } from '../model/feed-types';
import type { ListRow } from '../model/group-games';
import { ChampHeader } from './champ-header';
import { EventRow } from './event-row';
import { useListLinks } from './list-links-context';
import styles from './event-list.module.css';

export interface EventRowsProps {
  rows: readonly ListRow[];
  /** The feed of every game, or a function choosing it per game (favourites mix both). */
  kind: FeedKind | ((game: ListGame) => FeedKind);
  /** Championship ids whose games are folded away, and the fold toggle; none: headings cannot fold. */
  collapsed?: ReadonlySet<number>;
  onToggleChamp?: (champId: number) => void;
  /** Leave out links from headings to the championship page (the list is that page). */
  champLinks?: boolean;
  label?: string;
}

export type RowOptions = Omit<EventRowsProps, 'rows' | 'label'>;

/** One row of a list: a section heading, a championship heading with its price columns, or a game. */
export function EventListRow({
  row,
  kind,
  collapsed,
  onToggleChamp,
  champLinks = true,
}: RowOptions & { row: ListRow }) {
  const lang = useLang();
  const links = useListLinks();
  const kindOf = (game: ListGame) => (typeof kind === 'function' ? kind(game) : kind);
  if (row.type === 'section') {
    return (
      <h2 className={styles.section}>
        {row.title}
        <span className={`${styles.sectionCount} tabular`}>{row.count}</span>
      </h2>
    );
  }
  if (row.type === 'champ') {
    const { group } = row;
    const first = group.games[0]!;
    return (
      <ChampHeader
        champId={group.champId}
        sportId={group.sportId}
        name={group.name}
        count={group.games.length}
        draw={group.draw}
        href={champLinks ? links.champ(lang, kindOf(first), first) : undefined}
        collapsed={collapsed?.has(group.champId)}
        onToggle={onToggleChamp ? () => onToggleChamp(group.champId) : undefined}
      />
    );
  }
  const gameKind = kindOf(row.game);
  return (
    <EventRow
      game={row.game}
      kind={gameKind}
      draw={row.group.draw}
      href={links.game(lang, gameKind, row.game)}
    />
  );
}

/** A short list drawn whole (home, dashboard, favourites), every game of it followed over the live push. */
export function StaticEventList({ rows, label, ...options }: EventRowsProps) {
  useVisibleGameTopics(rows.flatMap((row) => (row.type === 'game' ? [row.game.I] : [])));
  return (
    <div className={styles.list} aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} className={row.type === 'game' && row.last ? styles.last : undefined}>
          <EventListRow row={row} {...options} />
        </div>
      ))}
    </div>
  );
}
