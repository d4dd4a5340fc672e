import { SPORTS_MENU_SECTION } from '@sportsbook/core/constants/sports-menu.constants';
import type { SectionSports } from '../api/section-sports';

/**
 * What each promo page of the route table promotes (spec section 2's promo pages): a section of whole sports,
 * a championship found by name among the top ones, or the top games; and the page it leads to.
 */
export type PromoTarget =
  | { kind: 'sports'; sports: SectionSports; path: string }
  | { kind: 'champ'; sportId: number; name: RegExp; fallbackPath: string }
  | { kind: 'top'; path: string };

const CYBER_SECTIONS = [
  SPORTS_MENU_SECTION.cyberZone,
  1001,
  1002,
  1003,
  1004,
  1005,
  1006,
  1007,
  1008,
  1009,
  1010,
  1011,
  1012,
];

export const PROMO_TARGETS: Readonly<Record<string, PromoTarget>> = {
  betsonyour: { kind: 'top', path: 'bets-on-your' },
  cyber: { kind: 'sports', sports: { menuSections: CYBER_SECTIONS }, path: 'cyber' },
  ufc: { kind: 'sports', sports: { sportIds: [189] }, path: 'ufc' },
  politics: { kind: 'sports', sports: { menuSections: [SPORTS_MENU_SECTION.long] }, path: 'politics' },
  marble: { kind: 'sports', sports: { menuSections: [SPORTS_MENU_SECTION.marbleLive] }, path: 'marble' },
  best: { kind: 'top', path: 'best-euro' },
  team: { kind: 'top', path: 'favorites' },
  topgame: { kind: 'top', path: 'top-game' },
  champions: { kind: 'champ', sportId: 1, name: /champions league/i, fallbackPath: 'championship' },
  recommendation: { kind: 'top', path: 'recommendations' },
  olympics2024: { kind: 'top', path: 'olympics' },
  'europa-league-2025': { kind: 'champ', sportId: 1, name: /europa league/i, fallbackPath: 'best-euro' },
  laliga: { kind: 'champ', sportId: 1, name: /laliga|la liga/i, fallbackPath: 'line/1' },
  epl: { kind: 'champ', sportId: 1, name: /england\. premier league/i, fallbackPath: 'line/1' },
  'ipl-2025': { kind: 'champ', sportId: 66, name: /india\. premier league|ipl/i, fallbackPath: 'cricket' },
};
