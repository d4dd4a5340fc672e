import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { formatDateTime } from '@sportsbook/core/format/format-date';
import { useDateDisplay } from '../../../shared/format/use-date-display';
import { useLang } from '../../../shared/i18n/use-lang';
import { useChampsByCountry } from '../api/champs.api';
import { useChampResults } from '../api/champ-results.api';
import { useSports } from '../api/sports.api';
import { ChipBar } from '../components/chip-bar';
import { EmptyState, ErrorState } from '../components/feed-state';
import { EventListSkeleton } from '../components/skeletons';
import { SportIcon } from '../components/sport-icon';
import { idOfSegment, idSegment } from '../model/game-links';
import { PageHeader } from './page-header';
import styles from './results-page.module.css';
import pageStyles from './pages.module.css';

function ChampPicker() {
  const { t } = useTranslation();
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const sports = useSports('line');
  const sportId = Number(params.get('sport')) || sports.data?.[0]?.I;
  const champs = useChampsByCountry('line', sportId ?? 0, sportId !== undefined);
  return (
    <>
      <ChipBar
        label={t('sportsbook.sports.label')}
        active={String(sportId ?? '')}
        onSelect={(id) => setParams({ sport: id }, { replace: true })}
        chips={(sports.data ?? []).map((sport) => ({
          id: String(sport.I),
          label: sport.N,
          icon: <SportIcon sportId={sport.I} size={16} />,
        }))}
      />
      {champs.isError ? (
        <ErrorState onRetry={() => void champs.refetch()} />
      ) : !champs.data ? (
        <EventListSkeleton rows={6} />
      ) : (
        <div className={styles.countries}>
          {champs.data.map((country) => (
            <section key={`${country.SI}:${country.CI}`} className={styles.country}>
              <h2 className={styles.countryName}>{country.CN}</h2>
              <ul>
                {country.SC.map((champ) => (
                  <li key={champ.LI}>
                    <Link
                      to={`/${lang}/results/${idSegment(champ.SI, champ.SN)}/${idSegment(champ.LI, champ.LE)}`}
                      className={styles.champ}
                    >
                      {champ.L}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}

function ChampResults({ champId }: { champId: number }) {
  const { t } = useTranslation();
  const display = useDateDisplay();
  const results = useChampResults(champId);
  if (results.isError) return <ErrorState onRetry={() => void results.refetch()} />;
  if (!results.data) return <EventListSkeleton rows={8} />;
  if (results.data.length === 0) return <EmptyState title={t('sportsbook.results.none')} />;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{results.data[0]?.L}</caption>
      <thead>
        <tr>
          <th scope="col">{t('sportsbook.results.date')}</th>
          <th scope="col">{t('sportsbook.results.game')}</th>
          <th scope="col">{t('sportsbook.results.score')}</th>
          <th scope="col" className={styles.periodsHead}>
            {t('sportsbook.results.periods')}
          </th>
        </tr>
      </thead>
      <tbody>
        {results.data.map((game) => {
          const when = formatDateTime(game.S * 1000, 'long', display);
          return (
            <tr key={`${game.S}:${game.O1I}:${game.O2I}`}>
              <td className="tabular">
                {when.date} <span className={styles.muted}>{when.time}</span>
              </td>
              <td>
                <span className={game.S1 > game.S2 ? styles.winner : undefined}>{game.O1}</span>
                {' – '}
                <span className={game.S2 > game.S1 ? styles.winner : undefined}>{game.O2}</span>
              </td>
              <td className={`${styles.score} tabular`} dir="ltr">
                {game.S1}:{game.S2}
              </td>
              <td className={`${styles.periods} tabular`} dir="ltr">
                {game.PS.map((period) => `${period.S1}:${period.S2}`).join(', ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** Results (SPT-29): championships to choose from, then a championship's settled games. */
export function ResultsPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const params = useParams();
  const champId = idOfSegment(params.champ);
  const results = useChampResults(champId);
  const champName = results.data?.[0]?.L;
  return (
    <div className={pageStyles.page}>
      {champId ? (
        <nav className={pageStyles.crumbs} aria-label={t('sportsbook.crumbs')}>
          <Link to={`/${lang}/results`}>{t('sportsbook.results.title')}</Link>
        </nav>
      ) : null}
      <PageHeader
        title={champId ? (champName ?? t('sportsbook.results.title')) : t('sportsbook.results.title')}
        sub={t('sportsbook.results.sub')}
      />
      {champId ? <ChampResults champId={champId} /> : <ChampPicker />}
    </div>
  );
}
