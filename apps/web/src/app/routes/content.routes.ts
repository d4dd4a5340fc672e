import { areaRoutes, type RouteMeta } from './route-meta';

const info = areaRoutes('information', 'information');
const promo = areaRoutes('promo', 'promo');

/** Information sections of spec section 2, each under /:lang/information/<section>. */
export const INFORMATION_SECTIONS = [
  'information',
  'contacts',
  'about',
  'howbet',
  'rules',
  'payment',
  'cookies',
  'points',
  'taxes',
  'mainRules',
  'simpleIdentification',
  'consent',
  'licenses',
  'privacyPolicy',
  'amlkyc',
  'amlpolicy',
  'kycpolicy',
  'disputeresolution',
  'responsiblegaming',
  'smsbets',
  'confirmTerms',
  'calc',
  'cashTerminals',
  'rulesFrame',
  'bettingCalculator',
] as const;
export type InformationSection = (typeof INFORMATION_SECTIONS)[number];

/** Promo pages of spec section 2 (`home` is the promo index). */
export const PROMO_PAGES = [
  'betsonyour',
  'cyber',
  'ufc',
  'politics',
  'marble',
  'best',
  'team',
  'topgame',
  'champions',
  'recommendation',
  'olympics2024',
  'europa-league-2025',
  'laliga',
  'epl',
  'ipl-2025',
] as const;

export const CONTENT_ROUTES: readonly RouteMeta[] = [
  info('information', 'information'),
  // Titled by the section (`info.section.rules`), the keys the footer's information links use too.
  info('information.section', 'information/:section', {
    titleKey: 'info.section',
    params: { section: INFORMATION_SECTIONS },
    titleFromParam: 'section',
  }),
  info('cashTerminals', 'cash-terminals'),
  info('smsBets', 'sms-bets'),
  promo('promotions', 'promotions', { seo: 'promotions' }),
  promo('promo', 'promo'),
  // The cricket league's promo exists in English only (an example of a route with allowed languages).
  promo('promo.ipl', 'promo/ipl-2025', { languages: ['en'], page: 'section-promo' }),
  promo('promo.page', 'promo/:promoPage', {
    params: { promoPage: PROMO_PAGES },
    titleFromParam: 'promoPage',
    page: 'section-promo',
  }),
  promo('bonus', 'bonus/:id', { seo: 'bonus', params: { id: 'digits' } }),
  // The default link of the identification-bonus pop-up and of the header's bonus item, which the
  // configuration can hide from guests; the page then does not exist for them either.
  promo('bonus.rules', 'bonus/rules/1st', {
    seo: 'bonus',
    hiddenForGuestsWhen: 'headerBonusHiddenForGuests',
  }),
];
