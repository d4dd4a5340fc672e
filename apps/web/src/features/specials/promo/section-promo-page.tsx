import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { FeedChampEntryJson } from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import { useLang } from '../../../shared/i18n/use-lang';
import { buttonClassName } from '../../../shared/ui/button/button';
import { Icon } from '../../../shared/ui/icon/icon';
import { EmptyState } from '../../sportsbook/components/feed-state';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import { champPath, gamePath } from '../../sportsbook/model/game-links';
import type { ListGame } from '../../sportsbook/model/feed-types';
import { useSectionSports } from '../api/section-sports';
import { useTopChamps, useTopGames } from '../api/specials-feed.api';
import { FixtureCards } from '../components/fixture-cards';
import { useSectionGames } from '../components/section-games';
import { SectionHero } from '../components/section-hero';
import { PROMO_TARGETS, type PromoTarget } from './promo-sections';
import styles from '../components/specials.module.css';

const SHOWN = 8;

/** The games a promo shows, and where its button leads. */
function usePromoContent(
  target: PromoTarget,
  lang: string,
): { games: ListGame[]; pending: boolean; href: string } {
  const top = useTopChamps();
  const champ: FeedChampEntryJson | undefined =
    target.kind === 'champ'
      ? (top.data ?? []).find((c) => c.SI === target.sportId && target.name.test(c.LE))
      : undefined;
  const sports = useSectionSports(target.kind === 'sports' ? target.sports : {});
  const filter = target.kind === 'sports' ? { sports: sports.ids } : champ ? { champs: [champ.LI] } : {};
  const section = useSectionGames(filter);
  const topGames = useTopGames('line', SHOWN);
  const fromSection = [...(section.live.data ?? []), ...(section.line.data ?? [])];
  if (target.kind === 'top') {
    return { games: topGames.data ?? [], pending: topGames.isPending, href: `/${lang}/${target.path}` };
  }
  if (target.kind === 'sports') {
    return {
      games: fromSection,
      pending: !sports.ready || (section.enabled && section.line.isPending),
      href: `/${lang}/${target.path}`,
    };
  }
  const href = champ
    ? target.sportId === 66
      ? `/${lang}/cricket/champ/${champ.LI}`
      : champPath(lang, 'line', champ)
    : `/${lang}/${target.fallbackPath}`;
  return { games: fromSection, pending: top.isPending || (section.enabled && section.line.isPending), href };
}

/** /{lang}/promo/{page} and /{lang}/promo/ipl-2025: a promotion of a section, its next games and the way in. */
export function SectionPromoPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const slug = useParams().promoPage ?? 'ipl-2025';
  const target = PROMO_TARGETS[slug] ?? PROMO_TARGETS.topgame!;
  const { games, pending, href } = usePromoContent(target, lang);
  return (
    <div className={styles.page}>
      <SectionHero
        title={t(`routes.promo.page.${slug}`)}
        lead={t('specials.promo.lead')}
        mark={<Icon name="promo" size={28} />}
      >
        <Link to={href} className={buttonClassName({ variant: 'primary', size: 'l' })}>
          {t('specials.promo.cta')}
        </Link>
      </SectionHero>
      {pending ? (
        <EventListSkeleton rows={4} />
      ) : games.length === 0 ? (
        <EmptyState title={t('specials.promo.empty')} />
      ) : (
        <section className={styles.block} aria-label={t('specials.promo.games')}>
          <h2 className={styles.blockTitle}>{t('specials.promo.games')}</h2>
          <FixtureCards
            games={games.slice(0, SHOWN)}
            hrefOf={(game) => gamePath(lang, game.SC ? 'live' : 'line', game)}
          />
        </section>
      )}
    </div>
  );
}
