import type { ComponentType } from 'react';
import { SPORTS_MENU_SECTION } from '@sportsbook/core/constants/sports-menu.constants';
import { useRouteMeta } from '../../../app/routes/use-route-meta';
import { BestEuroPage } from './best-euro-page';
import { BetsOnYourPage } from './bets-on-your-page';
import { CyberPage } from './cyber-page';
import { ExpressOfTheDayPage } from './express-of-the-day-page';
import { OlympicsPage } from './olympics-page';
import { RecommendationsPage } from './recommendations-page';
import { SportSectionPage, type SportSectionConfig } from './sport-section-page';
import { TeamPage } from './team-page';
import { TopGamePage } from './top-game-page';

/** UFC by the platform's sport id; politics and marble races by their sports-menu sections (SPT-21). */
const SPORT_SECTIONS: Record<string, SportSectionConfig> = {
  ufc: {
    sportIds: [189],
    titleKey: 'routes.ufc',
    leadKey: 'specials.ufc.lead',
    emptyKey: 'specials.ufc.empty',
  },
  politics: {
    menuSections: [SPORTS_MENU_SECTION.long],
    titleKey: 'routes.politics',
    leadKey: 'specials.politics.lead',
    emptyKey: 'specials.politics.empty',
  },
  marble: {
    menuSections: [SPORTS_MENU_SECTION.marbleLive],
    titleKey: 'routes.marble',
    leadKey: 'specials.marble.lead',
    emptyKey: 'specials.marble.empty',
    broadcast: true,
  },
};

const PAGES: Readonly<Record<string, ComponentType>> = {
  betsOnYour: BetsOnYourPage,
  cyber: CyberPage,
  'cyber.section': CyberPage,
  bestEuro: BestEuroPage,
  recommendations: RecommendationsPage,
  team: TeamPage,
  topGame: TopGamePage,
  olympics: OlympicsPage,
  expressOfTheDay: ExpressOfTheDayPage,
};

/** The special sections of spec section 2 (SPT-03 and the special betting pages), by route id. */
export function SpecialPage() {
  const id = useRouteMeta()?.id ?? '';
  const sport = SPORT_SECTIONS[id];
  if (sport) return <SportSectionPage key={id} config={sport} />;
  const Page = PAGES[id] ?? TopGamePage;
  return <Page />;
}
