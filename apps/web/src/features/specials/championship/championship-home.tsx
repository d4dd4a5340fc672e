import { useTranslation } from '../../../shared/i18n/use-translation';
import type { FeedChampEntryJson } from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import { useStageIds } from '../../statistics/api/statistics-feed.api';
import { StatisticsBlock } from '../../statistics/frame/statistics-block';
import { useLang } from '../../../shared/i18n/use-lang';
import { FixtureCards } from '../components/fixture-cards';
import { SectionGames, useSectionGames } from '../components/section-games';
import styles from '../components/specials.module.css';

/** Matches shown as cards at the top, each opening the championship's own match page. */
const FIXTURES = 8;

/** The championship's matches (live, then coming, prices moving live) and its standings. */
export function ChampionshipHome({ champ }: { champ: FeedChampEntryJson }) {
  const { t } = useTranslation();
  const lang = useLang();
  const stage = useStageIds(champ.LI).data?.[0];
  const { live, line } = useSectionGames({ champs: [champ.LI] });
  const next = [...(live.data ?? []), ...(line.data ?? [])].slice(0, FIXTURES);
  return (
    <>
      {next.length > 0 ? (
        <section className={styles.block} aria-label={t('specials.championship.next')}>
          <h2 className={styles.blockTitle}>{t('specials.championship.next')}</h2>
          <FixtureCards games={next} hrefOf={(game) => `/${lang}/championship/game/${game.I}`} />
        </section>
      ) : null}
      <SectionGames champs={[champ.LI]} emptyTitle={t('specials.championship.noGames')} />
      {stage ? (
        <section className={styles.block} aria-label={t('specials.championship.standings')}>
          <h2 className={styles.blockTitle}>{t('specials.championship.standings')}</h2>
          <StatisticsBlock
            target={{ page: 'stage', sportId: champ.SI, stageId: stage.I }}
            title={t('specials.championship.standings')}
          />
        </section>
      ) : null}
    </>
  );
}
