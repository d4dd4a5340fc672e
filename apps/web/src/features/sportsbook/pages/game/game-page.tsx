import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { PHONE_MEDIA, useMediaQuery } from '../../../../shared/hooks/use-media-query';
import { useLang } from '../../../../shared/i18n/use-lang';
import { buttonClassName } from '../../../../shared/ui/button/button';
import { Icon } from '../../../../shared/ui/icon/icon';
import { DelayedFallback } from '../../../../shared/ui/modal/delayed-fallback';
import { StatisticsPopupLink } from '../../../statistics/popup/statistics-popup-link';
import { FeedError, GAME_NOT_FOUND } from '../../api/feed-request';
import { useGame } from '../../api/game.api';
import { ChipBar } from '../../components/chip-bar';
import { FavouriteStar } from '../../components/favourite-star';
import { EmptyState, ErrorState } from '../../components/feed-state';
import { oddsGameOf } from '../../components/odds-game';
import { PinButton } from '../../components/pin-button';
import { ScoreBoard } from '../../components/score-board';
import { GameSkeleton } from '../../components/skeletons';
import { SportsbookIcon } from '../../components/sportsbook-icon';
import { useLiveTopics } from '../../live/use-live-topics';
import { isLiveGame, type FeedKind } from '../../model/feed-types';
import { SubscriptionBell } from '../../subscriptions/subscription-bell';
import { champPath, idOfSegment } from '../../model/game-links';
import { gameName } from '../../model/game-names';
import { GameMarkets } from './game-markets';
import { GameStats } from './game-stats';
import { useGameButtons } from './use-game-buttons';
import actionStyles from '../../components/row-actions.module.css';
import styles from './game-page.module.css';

const GameInfoModal = lazy(() =>
  import('./game-info-modal').then((module) => ({ default: module.GameInfoModal })),
);

/** A game with every market (SPT-02 game): score board, sub-games, market tabs, markets, live statistics. */
export function GamePage({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const params = useParams();
  const gameId = idOfSegment(params.game) ?? 0;
  const [search, setSearch] = useSearchParams();
  const subId = idOfSegment(search.get('sub') ?? undefined);
  const [tab, setTab] = useState(0);
  const phone = useMediaQuery(PHONE_MEDIA);
  const buttons = useGameButtons(phone);
  const [infoOpen, setInfoOpen] = useState(false);
  const closeInfo = useCallback(() => setInfoOpen(false), []);
  const topics = useMemo<LiveTopic[]>(() => (gameId ? [{ kind: 'game', id: gameId }] : []), [gameId]);
  useLiveTopics(topics);
  const head = useGame(kind, gameId);
  const shown = useGame(kind, subId ?? gameId, tab);
  const game = head.data;
  const markets = shown.data;
  const odds = useMemo(
    () => (markets && game ? oddsGameOf(markets, isLiveGame(game) ? 'live' : 'line', game.I) : undefined),
    [markets, game],
  );
  if (!gameId || (head.error instanceof FeedError && head.error.code === GAME_NOT_FOUND)) {
    return (
      <div className={styles.page}>
        <EmptyState title={t('sportsbook.game.gone')} text={t('sportsbook.game.goneText')}>
          <Link to={`/${lang}/${kind}`} className={buttonClassName({ variant: 'primary' })}>
            {t(kind === 'live' ? 'sportsbook.live.title' : 'sportsbook.line.title')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  if (head.isError && !game) return <ErrorState onRetry={() => void head.refetch()} />;
  if (!game) return <GameSkeleton />;
  const liveNow = isLiveGame(game);
  const subGames = game.SG ?? [];
  const chooseSub = (id: string) => {
    setTab(0);
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === 'main') next.delete('sub');
      else next.set('sub', id);
      return next;
    });
  };
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{gameName(game)}</h1>
      <ScoreBoard game={game} champHref={champPath(lang, liveNow ? 'live' : 'line', game)} />
      <div className={styles.tools}>
        {phone ? (
          <button
            type="button"
            className={actionStyles.action}
            aria-haspopup="dialog"
            aria-label={t('sportsbook.gameInfo.title')}
            onClick={() => setInfoOpen(true)}
          >
            <Icon name="info" size={16} />
          </button>
        ) : null}
        {buttons.favourite ? (
          <FavouriteStar kind="games" item={{ id: game.I, name: gameName(game), sportId: game.SI }} />
        ) : null}
        {buttons.bell ? <SubscriptionBell gameId={game.I} name={gameName(game)} /> : null}
        <PinButton gameId={game.I} name={gameName(game)} />
        <StatisticsPopupLink
          to={{ page: 'game', sportId: game.SI, gameId: game.I }}
          className={styles.toolLink}
        >
          <SportsbookIcon name="stats" size={16} />
          {t('sportsbook.game.statistics')}
        </StatisticsPopupLink>
      </div>
      {subGames.length > 0 ? (
        <ChipBar
          label={t('sportsbook.game.periods')}
          active={subId ? String(subId) : 'main'}
          onSelect={chooseSub}
          chips={[
            { id: 'main', label: t('sportsbook.game.mainGame'), count: game.EC },
            ...subGames.map((sub) => ({
              id: String(sub.I),
              label: sub.PN ?? sub.TG ?? String(sub.I),
              count: sub.EC,
            })),
          ]}
        />
      ) : null}
      {markets?.MEC && markets.MEC.length > 1 ? (
        <ChipBar
          label={t('sportsbook.game.marketTabs')}
          active={String(tab)}
          onSelect={(id) => setTab(Number(id))}
          chips={markets.MEC.map((category) => ({
            id: String(category.MT),
            label: category.N,
            count: category.EC,
          }))}
        />
      ) : null}
      <div className={styles.body}>
        {markets && odds ? (
          <GameMarkets game={markets} odds={odds} />
        ) : shown.isError ? (
          <ErrorState onRetry={() => void shown.refetch()} />
        ) : (
          <GameSkeleton />
        )}
        <GameStats score={game.SC} home={game.O1} away={game.O2} />
      </div>
      {phone && infoOpen ? (
        <Suspense fallback={<DelayedFallback />}>
          <GameInfoModal game={game} onClose={closeInfo} />
        </Suspense>
      ) : null}
    </div>
  );
}

export function LineGamePage() {
  return <GamePage kind="line" />;
}

export function LiveGamePage() {
  return <GamePage kind="live" />;
}
