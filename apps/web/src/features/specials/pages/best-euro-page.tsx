import { useTranslation } from '../../../shared/i18n/use-translation';
import { isoFromCountryId } from '@sportsbook/core/reference/reference-ids';
import { useLang } from '../../../shared/i18n/use-lang';
import { ChipBar } from '../../sportsbook/components/chip-bar';
import { EventListSkeleton } from '../../sportsbook/components/skeletons';
import { champPath } from '../../sportsbook/model/game-links';
import { useTopChamps } from '../api/specials-feed.api';
import { SectionGames } from '../components/section-games';
import { SectionHero } from '../components/section-hero';
import styles from '../components/specials.module.css';

const FOOTBALL = 1;
/** Countries of UEFA, by ISO code. */
const EUROPE = new Set(
  'ad al am at az ba be bg by ch cy cz de dk ee es fi fo fr gb ge gi gr hr hu ie il is it kz li lt lu lv md me mk mt nl no pl pt ro rs ru se si sk sm tr ua va xk'.split(
    ' ',
  ),
);

function isEuropean(countryId: number): boolean {
  try {
    return EUROPE.has(isoFromCountryId(countryId).toLowerCase());
  } catch {
    return false;
  }
}

/**
 * /{lang}/best-euro: the best of European football: the top championships of UEFA's countries and the
 * European club competitions (international top championships named for Europe), their games in one list.
 */
export function BestEuroPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const champs = useTopChamps();
  const european = (champs.data ?? []).filter(
    (champ) =>
      champ.SI === FOOTBALL && (isEuropean(champ.CI) || (champ.CI === 0 && /uefa|europ/i.test(champ.LE))),
  );
  return (
    <div className={styles.page}>
      <SectionHero
        title={t('routes.bestEuro')}
        lead={t('specials.bestEuro.lead')}
        facts={[{ label: t('specials.facts.champs'), value: european.length }]}
      />
      {european.length > 0 ? (
        <ChipBar
          label={t('specials.bestEuro.champs')}
          active=""
          chips={european.map((champ) => ({
            id: String(champ.LI),
            label: champ.L,
            count: champ.GC,
            href: champPath(lang, 'line', champ),
          }))}
        />
      ) : null}
      {champs.isPending ? (
        <EventListSkeleton />
      ) : (
        <SectionGames champs={european.map((champ) => champ.LI)} emptyTitle={t('specials.bestEuro.empty')} />
      )}
    </div>
  );
}
