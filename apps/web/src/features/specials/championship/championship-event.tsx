import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { useLang } from '../../../shared/i18n/use-lang';
import { FeedError, GAME_NOT_FOUND } from '../../sportsbook/api/feed-request';
import { useGame } from '../../sportsbook/api/game.api';
import { EmptyState, ErrorState } from '../../sportsbook/components/feed-state';
import { oddsGameOf } from '../../sportsbook/components/odds-game';
import { GameSkeleton } from '../../sportsbook/components/skeletons';
import { useLiveTopics } from '../../sportsbook/live/use-live-topics';
import { isLiveGame } from '../../sportsbook/model/feed-types';
import { GameMarkets } from '../../sportsbook/pages/game/game-markets';
import styles from '../components/specials.module.css';

/**
 * /{lang}/championship/event/{eventId}: one event of a championship match (its corners, cards or a period,
 * a sub-game the feed answers as a game of its own) with every market of it.
 */
export function ChampionshipEvent({ eventId }: { eventId: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const topics = useMemo<LiveTopic[]>(() => [{ kind: 'game', id: eventId }], [eventId]);
  useLiveTopics(topics);
  const event = useGame('line', eventId);
  const game = event.data;
  const odds = useMemo(
    () => (game ? oddsGameOf(game, isLiveGame(game) ? 'live' : 'line', game.CI) : undefined),
    [game],
  );
  if (event.error instanceof FeedError && event.error.code === GAME_NOT_FOUND) {
    return <EmptyState title={t('specials.game.gone')} />;
  }
  if (event.isError && !game) return <ErrorState onRetry={() => void event.refetch()} />;
  if (!game || !odds) return <GameSkeleton />;
  const title = game.TG ?? game.PN ?? t('specials.game.main');
  return (
    <div className={styles.lists}>
      <header className={styles.card}>
        <p className={styles.muted}>{game.L}</p>
        <h2 className={styles.blockTitle}>{`${title}: ${[game.O1, game.O2].filter(Boolean).join(' — ')}`}</h2>
        <Link to={`/${lang}/championship/game/${game.CI}`} className={styles.muted}>
          {t('specials.championship.toGame')}
        </Link>
      </header>
      <GameMarkets game={game} odds={odds} />
    </div>
  );
}
