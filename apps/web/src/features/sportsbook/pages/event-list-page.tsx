import { useMemo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import type { LiveTopic } from '@sportsbook/core/api/live-push/live-push-topic.schema';
import { useLang } from '../../../shared/i18n/use-lang';
import { useChamp } from '../api/champ.api';
import { useGames } from '../api/games.api';
import { useSports } from '../api/sports.api';
import { ChipBar } from '../components/chip-bar';
import { EmptyState } from '../components/feed-state';
import { useListTopics } from '../live/use-list-topics';
import type { FeedKind } from '../model/feed-types';
import { idOfSegment, sportPath } from '../model/game-links';
import { bucketWindowMs, UPCOMING_BUCKETS, type UpcomingBucket } from '../model/upcoming-buckets';
import { GamesView, type Sections } from './games-view';
import { LineOverview } from './line-overview';
import { PageHeader } from './page-header';
import { SportChips } from './sport-chips';
import styles from './pages.module.css';

const ALL_GAMES = 1000;

/** The time window chosen on a line list (`?within=0|1|2`), none for every game. */
function useBucket(): [UpcomingBucket | undefined, (bucket: string) => void] {
  const [search, setSearch] = useSearchParams();
  const value = Number(search.get('within'));
  const bucket =
    UPCOMING_BUCKETS.includes(value as UpcomingBucket) && search.has('within') ? value : undefined;
  const choose = (id: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (id === 'all') next.delete('within');
      else next.set('within', id);
      return next;
    });
  return [bucket as UpcomingBucket | undefined, choose];
}

function BucketChips({ bucket, onChange }: { bucket?: UpcomingBucket; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const chips = [
    { id: 'all', label: t('sportsbook.bucket.all') },
    ...UPCOMING_BUCKETS.map((id) => ({ id: String(id), label: t(`sportsbook.bucket.short.${id}`) })),
  ];
  return (
    <ChipBar
      chips={chips}
      active={bucket === undefined ? 'all' : String(bucket)}
      onSelect={onChange}
      label={t('sportsbook.bucket.label')}
    />
  );
}

function sectionsFor(
  kind: FeedKind,
  sportId: number | undefined,
  bucket: UpcomingBucket | undefined,
): Sections {
  if (kind === 'live') return sportId ? { by: 'none' } : { by: 'sport' };
  return { by: 'buckets', only: bucket };
}

/** Every game of a sport (or of all live sports), live through the push. */
function SportGames({
  kind,
  sportId,
  bucket,
}: {
  kind: FeedKind;
  sportId?: number;
  bucket?: UpcomingBucket;
}) {
  const { t } = useTranslation();
  const topics = useMemo<LiveTopic[]>(
    () => (sportId ? [{ kind: 'sport', id: sportId, live: kind === 'live' }] : [{ kind: 'live' }]),
    [kind, sportId],
  );
  const games = useGames(kind, {
    sports: sportId ? [sportId] : undefined,
    count: ALL_GAMES,
    tf: kind === 'line' && bucket !== undefined ? bucketWindowMs(bucket) : undefined,
  });
  useListTopics(topics, games.data?.length);
  return (
    <GamesView
      games={games.data}
      kind={kind}
      sections={sectionsFor(kind, sportId, bucket)}
      isPending={games.isPending}
      isError={games.isError}
      onRetry={() => void games.refetch()}
      emptyTitle={t(kind === 'live' ? 'sportsbook.empty.live' : 'sportsbook.empty.line')}
      emptyText={t('sportsbook.empty.text')}
      label={t(kind === 'live' ? 'sportsbook.live.title' : 'sportsbook.line.title')}
    />
  );
}

/** A championship's games of this feed. */
function ChampGames({ kind, champId, bucket }: { kind: FeedKind; champId: number; bucket?: UpcomingBucket }) {
  const { t } = useTranslation();
  const topics = useMemo<LiveTopic[]>(
    () => [{ kind: 'champ', id: champId, live: kind === 'live' }],
    [kind, champId],
  );
  const champ = useChamp(kind, champId);
  useListTopics(topics, champ.data?.G.length);
  return (
    <GamesView
      games={champ.data?.G}
      kind={kind}
      sections={kind === 'live' ? { by: 'none' } : { by: 'buckets', only: bucket }}
      isPending={champ.isPending}
      isError={champ.isError}
      onRetry={() => void champ.refetch()}
      emptyTitle={t('sportsbook.empty.champ')}
      emptyText={t('sportsbook.empty.text')}
      champLinks={false}
      label={champ.data?.L}
    />
  );
}

function useTitle(kind: FeedKind, sportId?: number, champId?: number): string {
  const { t } = useTranslation();
  const sports = useSports(kind);
  const champ = useChamp(kind, champId);
  const base = t(kind === 'live' ? 'sportsbook.live.title' : 'sportsbook.line.title');
  if (champId) return champ.data?.L ?? base;
  return sports.data?.find((sport) => sport.I === sportId)?.N ?? base;
}

/** Line or live by sport and championship (SPT-02 main section and section champ). */
export function EventListPage({ kind }: { kind: FeedKind }) {
  const { t } = useTranslation();
  const lang = useLang();
  const params = useParams();
  const sportId = idOfSegment(params.sport);
  const champId = idOfSegment(params.champ);
  const [bucket, setBucket] = useBucket();
  const title = useTitle(kind, sportId, champId);
  const sports = useSports(kind);
  if ((params.sport && !sportId) || (params.champ && !champId)) {
    return (
      <div className={styles.page}>
        <PageHeader title={t('sportsbook.notFound.title')} />
        <EmptyState title={t('sportsbook.notFound.text')} />
      </div>
    );
  }
  const sportName = sports.data?.find((sport) => sport.I === sportId)?.N;
  const section = t(kind === 'live' ? 'sportsbook.live.title' : 'sportsbook.line.title');
  return (
    <div className={styles.page}>
      {sportId ? (
        <nav className={styles.crumbs} aria-label={t('sportsbook.crumbs')}>
          <Link to={`/${lang}/${kind}`}>{section}</Link>
          {champId && sportName ? (
            <>
              <span aria-hidden="true">/</span>
              <Link to={sportPath(lang, kind, sportId, sportName)}>{sportName}</Link>
            </>
          ) : null}
        </nav>
      ) : null}
      <PageHeader title={title} />
      {/* The line's overview lists every sport itself; elsewhere the chips switch between sports. */}
      {champId || (kind === 'line' && !sportId) ? null : <SportChips kind={kind} sportId={sportId} />}
      {kind === 'line' && (sportId || champId) ? <BucketChips bucket={bucket} onChange={setBucket} /> : null}
      {champId ? (
        <ChampGames kind={kind} champId={champId} bucket={bucket} />
      ) : kind === 'live' || sportId ? (
        <SportGames kind={kind} sportId={sportId} bucket={bucket} />
      ) : (
        <LineOverview />
      )}
    </div>
  );
}

export function LinePage() {
  return <EventListPage kind="line" />;
}

export function LivePage() {
  return <EventListPage kind="live" />;
}
