import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { StatisticsBlock } from '../../statistics/frame/statistics-block';
import { FeedError, GAME_NOT_FOUND } from '../../sportsbook/api/feed-request';
import { useGame } from '../../sportsbook/api/game.api';
import { ChipBar } from '../../sportsbook/components/chip-bar';
import { EmptyState, ErrorState } from '../../sportsbook/components/feed-state';
import { oddsGameOf } from '../../sportsbook/components/odds-game';
import { ScoreBoard } from '../../sportsbook/components/score-board';
import { GameSkeleton } from '../../sportsbook/components/skeletons';
import { useLiveTopics } from '../../sportsbook/live/use-live-topics';
import { isLiveGame, type FeedKind, type PageGame } from '../../sportsbook/model/feed-types';
import { GameMarkets } from '../../sportsbook/pages/game/game-markets';
import styles from './specials.module.css';

interface GameViewProps {
  gameId: number;
  /** Where the game's sub-games (corners, periods) open; none shows them as tabs here. */
  eventHref?: (subGameId: number) => string;
  champHref?: string;
  /** Shown above the markets (a broadcast panel). */
  extra?: (game: PageGame) => ReactNode;
}

/**
 * A game inside a special section (a championship's match, a cricket match): score board, market tabs and
 * every market with prices moving through the live push, and its statistics framed below.
 */
export function GameView({ gameId, eventHref, champHref, extra }: GameViewProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  const topics = useMemo<LiveTopic[]>(() => [{ kind: 'game', id: gameId }], [gameId]);
  useLiveTopics(topics);
  // The line feed finds a game that has gone live too; the push keeps it current.
  const head = useGame('line', gameId);
  const kind: FeedKind = head.data && isLiveGame(head.data) ? 'live' : 'line';
  const shown = useGame(kind, gameId, tab);
  const game = head.data;
  const markets = shown.data;
  const odds = useMemo(
    () => (markets ? oddsGameOf(markets, kind, gameId) : undefined),
    [markets, kind, gameId],
  );
  if (head.error instanceof FeedError && head.error.code === GAME_NOT_FOUND) {
    return <EmptyState title={t('specials.game.gone')} />;
  }
  if (head.isError && !game) return <ErrorState onRetry={() => void head.refetch()} />;
  if (!game) return <GameSkeleton />;
  return (
    <div className={styles.lists}>
      <ScoreBoard game={game} champHref={champHref} />
      {extra?.(game)}
      {eventHref && (game.SG ?? []).length > 0 ? (
        <ChipBar
          label={t('specials.game.events')}
          active="main"
          chips={[
            { id: 'main', label: t('specials.game.main'), count: game.EC },
            ...(game.SG ?? []).map((sub) => ({
              id: String(sub.I),
              label: sub.TG ?? sub.PN ?? String(sub.I),
              count: sub.EC,
              href: eventHref(sub.I),
            })),
          ]}
        />
      ) : null}
      {markets?.MEC && markets.MEC.length > 1 ? (
        <ChipBar
          label={t('specials.game.marketTabs')}
          active={String(tab)}
          onSelect={(id) => setTab(Number(id))}
          chips={markets.MEC.map((category) => ({
            id: String(category.MT),
            label: category.N,
            count: category.EC,
          }))}
        />
      ) : null}
      {markets && odds ? (
        <GameMarkets game={markets} odds={odds} />
      ) : shown.isError ? (
        <ErrorState onRetry={() => void shown.refetch()} />
      ) : (
        <GameSkeleton />
      )}
      {game.O1I && game.O2I ? (
        <section className={styles.block} aria-label={t('specials.game.statistics')}>
          <h2 className={styles.blockTitle}>{t('specials.game.statistics')}</h2>
          <StatisticsBlock
            target={{ page: 'game', sportId: game.SI, gameId: game.I }}
            title={t('specials.game.statistics')}
          />
        </section>
      ) : null}
    </div>
  );
}
