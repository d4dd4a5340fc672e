import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import type { FrameBet } from '@sportsbook/core/statistics/frame-messages';
import type { ListGame } from '../../sportsbook/model/feed-types';
import { useHorseRace } from '../api/horse-race.api';
import { useSportGames } from '../api/statistics-feed.api';
import { useStatisticsOdds } from '../api/use-statistics-odds';
import { usePageTitle } from '../frame/use-page-title';
import { BetPrice } from '../ui/bet-price';
import { GameList } from '../ui/game-list';
import { PageHeading } from '../ui/page-heading';
import { StatLink } from '../ui/stat-link';
import { StatSection } from '../ui/stat-section';
import { QueryState, StatMessage } from '../ui/stat-states';
import styles from './statistics-pages.module.css';
import tableStyles from './game/game-tab.module.css';

export const HORSE_RACING = 44;

/** The race's winner price of a runner: the outcome whose P is the runner's number. */
function winnerBet(race: ListGame, number: number, name: string, marketName: string): FrameBet | undefined {
  const outcome = race.E.find((entry) => entry.P === number);
  if (!outcome) return undefined;
  return {
    gameId: race.I,
    type: outcome.T,
    group: outcome.G,
    coef: outcome.C,
    param: number,
    kind: race.SC ? 1 : 3,
    sportId: race.SI,
    champName: race.L,
    opp1: race.O1,
    marketName,
    selectionName: name,
  };
}

/**
 * statisticpopup/horse/{horseId}: a horse's entries. The feed names each race's field (PA), so the horse's
 * races are found in the horse-racing lists; HorsesRace then gives its form, jockey, trainer and the field.
 */
export function HorseStatisticsPage() {
  const { t } = useTranslation();
  const horseId = Number(useParams().horseId);
  const { cfview } = useStatisticsOdds();
  const line = useSportGames('line', HORSE_RACING);
  const live = useSportGames('live', HORSE_RACING);
  const races = [...(live.data ?? []), ...(line.data ?? [])]
    .filter((race) => race.PA?.some((runner) => runner.I === horseId))
    .sort((a, b) => a.S - b.S);
  const next = races[0];
  const race = useHorseRace(next?.I ?? 0, cfview, Boolean(next));
  const runner = race.data?.RN.find((entry) => entry.I === horseId);
  usePageTitle(runner?.N);
  if (!next) {
    if (line.data && live.data) return <StatMessage text={t('statistics.empty.horse')} />;
    return (
      <QueryState
        query={line.error ? line : { isPending: true, error: null }}
        empty={t('statistics.empty.horse')}
        rows={6}
      />
    );
  }
  if (!race.data || !runner) return <QueryState query={race} empty={t('statistics.empty.horse')} rows={8} />;
  const market = t('statistics.horse.winner');
  return (
    <div className={styles.page}>
      <PageHeading title={runner.N} kind={t('statistics.horse.kind')}>
        <span>{t('statistics.horse.facts', { age: runner.A, weight: runner.WG, rating: runner.R })}</span>
        <span>{t('statistics.horse.people', { jockey: runner.J, trainer: runner.TR })}</span>
      </PageHeading>
      <StatSection itemId="horseForm" title={t('statistics.horse.form')}>
        <dl className={styles.figures}>
          {runner.F.split('-').map((place, index) => (
            <div key={index}>
              <dt>{t('statistics.horse.runAgo', { count: runner.F.split('-').length - index })}</dt>
              <dd>{place === '0' ? t('statistics.horse.unplaced') : place}</dd>
            </div>
          ))}
        </dl>
      </StatSection>
      <StatSection
        itemId="race"
        title={race.data.N ?? race.data.L}
        aside={t('statistics.horse.race', {
          distance: race.data.DS,
          going: t(`statistics.horse.going.${race.data.GO}`),
        })}
      >
        <div className={tableStyles.scroller}>
          <table className={tableStyles.table}>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col" className={tableStyles.start}>
                  {t('statistics.horse.runner')}
                </th>
                <th scope="col" className={tableStyles.start}>
                  {t('statistics.horse.jockey')}
                </th>
                <th scope="col">{t('statistics.horse.draw')}</th>
                <th scope="col">{t('statistics.horse.formShort')}</th>
                <th scope="col">{t('statistics.horse.price')}</th>
              </tr>
            </thead>
            <tbody>
              {race.data.RN.map((entry) => {
                const bet = winnerBet(next, entry.NU, entry.N, market);
                return (
                  <tr key={entry.I} className={entry.I === horseId ? tableStyles.current : undefined}>
                    <td>{entry.NU}</td>
                    <th scope="row" className={tableStyles.start}>
                      <StatLink to={{ page: 'horse', horseId: entry.I }}>{entry.N}</StatLink>
                    </th>
                    <td className={tableStyles.start}>{entry.J}</td>
                    <td>{entry.DR}</td>
                    <td>{entry.F}</td>
                    <td>{bet ? <BetPrice bet={bet} label={entry.N} hideLabel /> : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </StatSection>
      {races.length > 1 ? (
        <StatSection itemId="horseRaces" title={t('statistics.horse.races')}>
          <GameList games={races} />
        </StatSection>
      ) : null}
    </div>
  );
}
