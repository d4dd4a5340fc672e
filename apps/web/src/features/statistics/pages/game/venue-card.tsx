import { useTranslation } from '../../../../shared/i18n/use-translation';
import type { z } from 'zod';
import type { statVenueSchema } from '@sportsbook/core/api/feed-responses/statistics-game.schema';
import styles from './game-tab.module.css';

/** Where the game is played: venue, city and country, capacity, year and surface. */
export function VenueCard({ venue }: { venue: z.infer<typeof statVenueSchema> }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language === 'ar' ? 'ar-AE-u-nu-latn' : i18n.language);
  return (
    <dl className={styles.facts2}>
      <div>
        <dt>{t('statistics.venue.name')}</dt>
        <dd>{venue.N}</dd>
      </div>
      <div>
        <dt>{t('statistics.venue.place')}</dt>
        <dd>{[venue.CT, venue.CN].filter(Boolean).join(', ')}</dd>
      </div>
      {venue.CP > 0 ? (
        <div>
          <dt>{t('statistics.venue.capacity')}</dt>
          <dd>{number.format(venue.CP)}</dd>
        </div>
      ) : null}
      <div>
        <dt>{t('statistics.venue.opened')}</dt>
        <dd>{venue.Y}</dd>
      </div>
      <div>
        <dt>{t('statistics.venue.surface')}</dt>
        <dd>{t(`statistics.venue.surfaces.${venue.SF}`)}</dd>
      </div>
    </dl>
  );
}
