import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { SPORTS_MENU_SECTION } from '@sportsbook/core/constants/sports-menu.constants';
import { useLang } from '../../../shared/i18n/use-lang';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { Icon } from '../../../shared/ui/icon/icon';
import { useSports } from '../../sportsbook/api/sports.api';
import { ChipBar } from '../../sportsbook/components/chip-bar';
import { EmptyState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import { gamePath } from '../../sportsbook/model/game-links';
import { LiveBroadcast } from '../components/live-broadcast';
import { SectionGames } from '../components/section-games';
import { SectionHero } from '../components/section-hero';
import { cyberTabs, tabOf } from './cyber-sections';
import styles from '../components/specials.module.css';

/** /{lang}/cyber and /{lang}/cyber/{section}: esports by the configuration's sections (SPT-21, SPT-24). */
export function CyberPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { section } = useParams();
  const { cyber } = useSiteConfig();
  const line = useSports('line');
  const live = useSports('live');
  const liveIds = new Set((live.data ?? []).map((sport) => sport.I));
  const tabs = cyberTabs(cyber, [...(live.data ?? []), ...(line.data ?? [])], liveIds);
  const allIds = [
    ...new Set(
      tabs.filter((tab) => tab.id !== SPORTS_MENU_SECTION.cyberStream).flatMap((tab) => tab.sportIds),
    ),
  ];
  const active = tabOf(tabs, section);
  const ready = !line.isPending && !live.isPending;
  const stream = active?.id === SPORTS_MENU_SECTION.cyberStream;
  const liveCount = (live.data ?? [])
    .filter((sport) => allIds.includes(sport.I))
    .reduce((sum, s) => sum + s.C, 0);
  return (
    <div className={styles.page} data-section={cyber.partnerSectionName} data-version={cyber.version}>
      <SectionHero
        title={active ? t(active.labelKey) : t('routes.cyber')}
        lead={t(stream ? 'specials.cyber.streamLead' : 'specials.cyber.lead')}
        mark={<Icon name="esports" size={28} />}
        facts={[
          { label: t('specials.facts.live'), value: liveCount },
          { label: t('specials.facts.disciplines'), value: allIds.length },
        ]}
      />
      <ChipBar
        label={t('specials.cyber.sections')}
        active={active?.slug ?? 'all'}
        chips={[
          { id: 'all', label: t('specials.cyber.all'), href: `/${lang}/cyber` },
          ...tabs.map((tab) => ({
            id: tab.slug,
            label: t(tab.labelKey),
            href: `/${lang}/cyber/${tab.slug}`,
          })),
        ]}
      />
      {!ready ? (
        <EventListSkeleton />
      ) : section && !active ? (
        <EmptyState title={t('specials.cyber.noSection')} />
      ) : (
        <SectionGames
          key={active?.slug ?? 'all'}
          sports={active?.sportIds ?? allIds}
          emptyTitle={t('specials.cyber.empty')}
          renderLive={
            stream
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
