import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { SearchInput } from '../../../../shared/ui/search-input/search-input';
import { EmptyState } from '../../components/feed-state';
import { MarketGroup } from '../../components/market-group';
import type { OddsGame } from '../../components/odds-button';
import type { PageGame } from '../../model/feed-types';
import { marketName } from '../../model/selection-label';
import styles from './game-page.module.css';

/** Every market of the game (or sub-game), each foldable, narrowed by a search on the market's name. */
export function GameMarkets({ game: current, odds }: { game: PageGame; odds: OddsGame }) {
  const { t } = useTranslation();
  // Every market redrawn after a live update in an interruptible render, so the page stays responsive.
  const game = useDeferredValue(current);
  const [search, setSearch] = useState('');
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const toggle = useCallback(
    (G: number) =>
      setFolded((current) => {
        const next = new Set(current);
        if (!next.delete(G)) next.add(G);
        return next;
      }),
    [],
  );
  const groups = useMemo(() => {
    const text = search.trim().toLocaleLowerCase();
    return (game.GE ?? [])
      .map((group) => ({ group, title: marketName(group.G, t) }))
      .filter(({ title }) => !text || title.toLocaleLowerCase().includes(text));
  }, [game.GE, search, t]);
  const participants = game.PA;
  const allFolded = groups.length > 0 && groups.every(({ group }) => folded.has(group.G));
  return (
    <div className={styles.markets}>
      <div className={styles.marketTools}>
        <SearchInput
          value={search}
          onChange={setSearch}
          label={t('sportsbook.game.searchMarkets')}
          placeholder={t('sportsbook.game.searchMarkets')}
          className={styles.marketSearch}
        />
        <button
          type="button"
          className={styles.foldAll}
          onClick={() => setFolded(allFolded ? new Set() : new Set(groups.map(({ group }) => group.G)))}
        >
          {t(allFolded ? 'sportsbook.game.expandAll' : 'sportsbook.game.collapseAll')}
        </button>
      </div>
      {groups.length === 0 ? (
        <EmptyState title={t(search ? 'sportsbook.game.noMatch' : 'sportsbook.game.noMarkets')} />
      ) : (
        <div className={styles.groups}>
          {groups.map(({ group, title }) => (
            <MarketGroup
              key={group.G}
              columns={group.E}
              game={odds}
              id={group.G}
              title={title}
              open={!folded.has(group.G)}
              onToggle={toggle}
              participants={participants}
            />
          ))}
        </div>
      )}
    </div>
  );
}
