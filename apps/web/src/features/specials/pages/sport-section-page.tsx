import { useTranslation } from '../../../shared/i18n/use-translation';
import { gamePath } from '../../sportsbook/model/game-links';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSectionSports, type SectionSports } from '../api/section-sports';
import { LiveBroadcast } from '../components/live-broadcast';
import { SectionGames } from '../components/section-games';
import { SectionHero } from '../components/section-hero';
import { SportIcon } from '../../sportsbook/components/sport-icon';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import styles from '../components/specials.module.css';

export interface SportSectionConfig extends SectionSports {
  /** i18n keys: the title is the route's, the lead says what the section offers. */
  titleKey: string;
  leadKey: string;
  emptyKey: string;
  /** Live games shown as broadcast panels (marble races) instead of a list. */
  broadcast?: boolean;
}

/** A special section made of whole sports (UFC, politics, marble races): live, then coming games. */
export function SportSectionPage({ config }: { config: SportSectionConfig }) {
  const { t } = useTranslation();
  const lang = useLang();
  const section = useSectionSports(config);
  const firstSport = section.ids[0];
  return (
    <div className={styles.page}>
      <SectionHero
        title={t(config.titleKey)}
        lead={t(config.leadKey)}
        mark={firstSport ? <SportIcon sportId={firstSport} size={28} /> : undefined}
        facts={[
          { label: t('specials.facts.live'), value: section.liveCount },
          { label: t('specials.facts.upcoming'), value: section.lineCount },
        ]}
      />
      {!section.ready ? (
        <EventListSkeleton />
      ) : (
        <SectionGames
          sports={section.ids}
          emptyTitle={t(config.emptyKey)}
          renderLive={
            config.broadcast
              ? (games) => (
                  <div className={styles.grid}>
                    {games.map((game) => (
                      <LiveBroadcast key={game.I} game={game} href={gamePath(lang, 'live', game)} />
                    ))}
                  </div>
                )
              : undefined
          }
        />
      )}
    </div>
  );
}
