import { z } from 'zod';
import { HEADER_VISIBLE_ITEMS, NAV_INDENT } from '../constants/limits.constants';
import { menuItemSchema, routeItem } from './menu-item.schema';

export const headerSectionSchema = z.object({
  /** Items shown before the rest fold into "more". */
  visibleItems: z.number().int().positive(),
  navIndent: z.number().int().nonnegative(),
  menuItems: z.array(menuItemSchema),
});
export type HeaderSection = z.infer<typeof headerSectionSchema>;

export const HEADER_SECTION_DEFAULTS: HeaderSection = {
  visibleItems: HEADER_VISIBLE_ITEMS,
  navIndent: NAV_INDENT,
  menuItems: [
    routeItem('sports', '/line'),
    routeItem('live', '/live', { sign: 'live' }),
    routeItem('casino', '/casino'),
    routeItem('live-casino', '/live-casino'),
    routeItem('esports', '/cyber'),
    routeItem('virtual-sports', '/virtualsports'),
    routeItem('promotions', '/promo'),
    routeItem('toto', '/toto'),
    routeItem('results', '/results'),
    routeItem('statistics', '/statistics'),
    routeItem('bonuses', '/office/bonuses', { visibilityByAuth: 'user' }),
    routeItem('bonus-offer', '/bonus/rules/1st', { visibilityByAuth: 'guest', sign: 'new' }),
  ],
};

const footerLinkSchema = z.object({ langKey: z.string().min(1), link: z.string().min(1) });

export const footerSectionSchema = z.object({
  paymentsSlider: z.boolean(),
  leaguesSlider: z.boolean(),
  infoLinks: z.array(footerLinkSchema),
  socialLinks: z.array(z.object({ network: z.string().min(1), url: z.url() })),
  /** The 18+ notice beside the licence. */
  ageNotice: z.boolean(),
});
export type FooterSection = z.infer<typeof footerSectionSchema>;

const infoLink = (section: string) => ({
  langKey: `info.section.${section}`,
  link: `/information/${section}`,
});

export const FOOTER_SECTION_DEFAULTS: FooterSection = {
  paymentsSlider: true,
  leaguesSlider: true,
  infoLinks: [
    'about',
    'contacts',
    'rules',
    'payment',
    'responsiblegaming',
    'privacyPolicy',
    'cookies',
    'licenses',
  ].map(infoLink),
  socialLinks: [],
  ageNotice: true,
};
