import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { useMediaUrl } from '../../../shared/site-config/use-media-url';
import { useGames } from '../api/games.api';
import { StaticEventList } from '../components/event-rows';
import { EmptyState, ErrorState } from '../components/feed-state';
import { EventListSkeleton } from '../components/skeletons';
import { PinnedDashboard } from '../favourites/pinned-dashboard';
import type { FeedKind, ListGame } from '../model/feed-types';
import { listRows } from '../model/group-games';
import styles from './home-sections.module.css';

const TOP_GAMES = 8;

/** The configuration's banners (bannerWidgets), each a link with its picture (a media id or a path) and title. */
function Banners() {
  const { t } = useTranslation();
  const lang = useLang();
  const { bannerWidgets } = useSiteConfig();
  const mediaUrl = useMediaUrl();
  const items = [bannerWidgets.v2, bannerWidgets.v1].find(
    (widget) => widget.enabled && widget.items.length > 0,
  )?.items;
  if (!items) return null;
  return (
    <ul className={styles.banners} aria-label={t('sportsbook.home.banners')}>
      {items.map((banner) => (
        <li key={banner.id}>
          <Link
            to={banner.link.startsWith('/') ? `/${lang}${banner.link}` : banner.link}
            className={styles.banner}
            style={
              banner.image ? { backgroundImage: `url(${JSON.stringify(mediaUrl(banner.image))})` } : undefined
            }
          >
            <span className={styles.bannerTitle}>{t(banner.titleKey)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Top games of a feed: those the feed marks top, or the first ones when it marks none. */
function TopGames({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const top = useGames(kind, { top: true, count: TOP_GAMES });
  const noneTop = top.isSuccess && top.data.length === 0;
  const first = useGames(kind, { count: TOP_GAMES }, noneTop);
  const query = noneTop ? first : top;
  const games: ListGame[] | undefined = query.data;
  const rows = useMemo(() => listRows([{ id: kind, games: games ?? [] }]), [games, kind]);
  const title = t(kind === 'live' ? 'sportsbook.home.topLive' : 'sportsbook.home.topLine');
  return (
    <section className={styles.section} aria-label={title}>
      <header className={styles.head}>
        <h2 className={styles.title}>
          {kind === 'live' ? <span className={styles.liveDot} aria-hidden="true" /> : null}
          {title}
        </h2>
        <Link to={`/${lang}/${kind}`} className={styles.all}>
          {t(kind === 'live' ? 'sportsbook.home.allLive' : 'sportsbook.home.allLine')}
        </Link>
      </header>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : !games ? (
        <EventListSkeleton rows={4} />
      ) : games.length === 0 ? (
        <EmptyState title={t(kind === 'live' ? 'sportsbook.empty.live' : 'sportsbook.empty.line')} />
      ) : (
        <StaticEventList rows={rows} kind={kind} label={title} />
      )}
    </section>
  );
}

/** The betting part of the home page: banners, pinned games, top live and top line. */
export function HomeSections() {
  return (
    <div className={styles.sections}>
      <Banners />
      <PinnedDashboard hideWhenEmpty />
      <TopGames kind="live" />
      <TopGames kind="line" />
    </div>
  );
}
