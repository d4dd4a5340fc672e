import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import type { FeedExpressJson } from '@sportsbook/core/api/feed-responses/feed-express.schema';
import { LINE_FEED_KIND } from '@sportsbook/core/constants/events.constants';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import { formatOdds } from '@sportsbook/core/odds/format-odds';
import { oddsFromDecimal } from '@sportsbook/core/odds/odds';
import {
  sameSelection,
  useCouponSelections,
  type CouponSelection,
} from '../../../shared/coupon/coupon-selections.store';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import { useLang } from '../../../shared/i18n/use-lang';
import { useOddsFormatStore } from '../../../shared/odds/odds-format.store';
import { Button } from '../../../shared/ui/button/button';
import { notify } from '../../../shared/ui/notification/notification.store';
import { EmptyState, ErrorState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import { SportIcon } from '../../sportsbook/components/sport-icon';
import { gamePath } from '../../sportsbook/model/game-links';
import { marketName, selectionLabel } from '../../sportsbook/model/selection-label';
import { useExpressesOfTheDay } from '../api/specials-feed.api';
import { SectionHero } from '../components/section-hero';
import styles from './express.module.css';

type Leg = FeedExpressJson['E'][number];

function selectionOf(leg: Leg, t: ReturnType<typeof useTranslation>['t']): CouponSelection {
  return {
    gameId: leg.I,
    mainGameId: leg.I,
    type: leg.T,
    param: leg.P ?? 0,
    price: leg.C,
    kind: LINE_FEED_KIND.LINE,
    names: {
      game: [leg.O1, leg.O2].filter(Boolean).join(' — '),
      champ: leg.L,
      market: marketName(leg.G, t),
      selection: selectionLabel(leg, t),
    },
  };
}

function ExpressCard({ express, index }: { express: FeedExpressJson; index: number }) {
  const { t } = useTranslation();
  const lang = useLang();
  const display = useDateDisplay();
  const format = useOddsFormatStore((state) => state.format);
  const selections = useCouponSelections((state) => state.selections);
  const price = (value: number) => {
    const odds = oddsFromDecimal(value);
    return odds === undefined ? '—' : formatOdds(odds, format);
  };
  const legs = express.E.map((leg) => selectionOf(leg, t));
  const inCoupon = legs.every((leg) => selections.some((held) => sameSelection(held, leg)));
  const addAll = () => {
    const coupon = useCouponSelections.getState();
    for (const leg of legs)
      if (!coupon.selections.some((held) => sameSelection(held, leg))) coupon.toggle(leg);
    notify({ type: 'success', title: t('specials.express.added', { count: legs.length }) });
  };
  return (
    <article className={styles.card} aria-labelledby={`express-${express.Id}`}>
      <header className={styles.head}>
        <h2 id={`express-${express.Id}`} className={styles.title}>
          {t('specials.express.title', { n: index + 1 })}
        </h2>
        <span className={styles.legCount}>{t('specials.express.legs', { count: express.E.length })}</span>
      </header>
      <ol className={styles.legs}>
        {express.E.map((leg) => {
          const when = formatDateTime(leg.S * 1000, 'short', display);
          return (
            <li key={`${leg.I}-${leg.T}`} className={styles.leg}>
              <SportIcon sportId={leg.SI} size={16} />
              <div className={styles.legText}>
                <Link to={gamePath(lang, 'line', leg)} className={styles.game}>
                  {[leg.O1, leg.O2].filter(Boolean).join(' — ')}
                </Link>
                <span className={styles.meta}>{`${when.date} ${when.time} · ${leg.L}`}</span>
                <span className={styles.pick}>{`${marketName(leg.G, t)}: ${selectionLabel(leg, t)}`}</span>
              </div>
              <span className={`${styles.price} tabular`}>{price(leg.C)}</span>
            </li>
          );
        })}
      </ol>
      <footer className={styles.foot}>
        <span className={styles.total}>
          {t('specials.express.total')}
          <strong className="tabular">{price(express.CF)}</strong>
        </span>
        <Button variant={inCoupon ? 'secondary' : 'primary'} disabled={inCoupon} onClick={addAll}>
          {inCoupon ? t('specials.express.inCoupon') : t('specials.express.add')}
        </Button>
      </footer>
    </article>
  );
}

/** /{lang}/express-of-the-day: the day's accumulators (GetExpressDayZip), each added to the coupon at once. */
export function ExpressOfTheDayPage() {
  const { t } = useTranslation();
  const expresses = useExpressesOfTheDay();
  return (
    <div className={styles.page}>
      <SectionHero title={t('routes.expressOfTheDay')} lead={t('specials.express.lead')} />
      {expresses.isPending ? (
        <EventListSkeleton rows={6} />
      ) : expresses.isError ? (
        <ErrorState onRetry={() => void expresses.refetch()} />
      ) : expresses.data.length === 0 ? (
        <EmptyState title={t('specials.express.empty')} />
      ) : (
        <div className={styles.grid}>
          {expresses.data.map((express, index) => (
            <ExpressCard key={express.Id} express={express} index={index} />
          ))}
        </div>
      )}
    </div>
  );
}
