import type { DerivedValues } from '@sportsbook/core/site-config/derived-values';
import type { BooleanSection } from '@sportsbook/core/site-config/product-sections.schema';
import type { Lang } from '../../shared/i18n/languages';

/** Page-content (SEO) categories of spec section 2. */
export const SEO_CATEGORIES = [
  'homepage',
  'line',
  'live',
  'mobile',
  'desktop',
  'fishinghunting',
  'user',
  'promo',
  'bonus',
  'promotions',
  'information',
  'allgamesentrance',
  'bingo',
  'virtualsports',
  'othergames',
  'tvgames',
  'toto',
  'lotto',
  'ourpartners',
  'casino',
  'slots',
  'poker',
  'statistic',
  'results',
] as const;
export type SeoCategory = (typeof SEO_CATEGORIES)[number];

/** Product areas; the "coming soon" panel describes the area a page belongs to. */
export const ROUTE_SECTIONS = [
  'home',
  'sportsbook',
  'casino',
  'games',
  'office',
  'information',
  'promo',
  'statistics',
  'account',
  'system',
] as const;
export type RouteSection = (typeof ROUTE_SECTIONS)[number];

/** Which page component renders the route; every kind is its own lazily loaded chunk. */
export type PageKind =
  | 'home'
  | 'coming-soon'
  | 'login'
  | 'logout'
  | 'block'
  | 'error'
  | 'not-found'
  | 'statistics'
  | 'statistics-hub'
  | 'special-section'
  | 'championship'
  | 'cricket'
  | 'section-promo'
  | 'registration'
  | 'registration-identification'
  | 'activation'
  | 'password-reset'
  | 'block-appeal'
  | 'office'
  | 'sports-line'
  | 'sports-live'
  | 'sports-game-line'
  | 'sports-game-live'
  | 'multi-live'
  | 'sport-filter'
  | 'results'
  | 'search-events'
  | 'favourites';

/** `digits`: one or more decimal digits; a list: the only values allowed. Anything else is "not found". */
export type ParamRule = 'digits' | readonly string[];

type BooleanKeys<T> = { [K in keyof T]: T[K] extends boolean ? K : never }[keyof T];

/**
 * A yes/no setting of the site configuration a route can depend on (see README.md): a switch of the `boolean`
 * section, or a geo rule the server derived for the visitor's country (`derived.payAndPlayDisabled`, ...).
 */
export type BooleanSettingKey = BooleanKeys<BooleanSection> | BooleanKeys<DerivedValues>;

export interface RouteMeta {
  /** Stable id; the title key is `routes.<id>`. */
  readonly id: string;
  /** Path below `/:lang`; '' is the language's home page. */
  readonly path: string;
  readonly titleKey: string;
  readonly seo: SeoCategory;
  readonly section: RouteSection;
  readonly page: PageKind;
  /** Only for guests: a logged-in user is sent home. */
  readonly guestOnly?: boolean;
  /** Only for logged-in users: a guest is asked to log in and brought back afterwards. */
  readonly authOnly?: boolean;
  /** The languages the page exists in; other languages answer "not found". All languages when absent. */
  readonly languages?: readonly Lang[];
  /** The page needs login only while this configuration switch is on. */
  readonly authOnlyWhen?: BooleanSettingKey;
  /** While this configuration switch is on, guests get "not found" (the page does not exist for them). */
  readonly hiddenForGuestsWhen?: BooleanSettingKey;
  readonly params?: Readonly<Record<string, ParamRule>>;
  /** The title is `<titleKey>.<value of this param>` (an information section, a promo page). */
  readonly titleFromParam?: string;
  /** `bare` renders without header, menus and footer (pop-up windows such as statistics). */
  readonly layout?: 'main' | 'bare';
}

type RouteExtras = Partial<Omit<RouteMeta, 'id' | 'path'>>;

/** Builds the entries of one area: a "coming soon" page in the main layout unless told otherwise. */
export function areaRoutes(section: RouteSection, seo: SeoCategory) {
  return (id: string, path: string, extras: RouteExtras = {}): RouteMeta => ({
    id,
    path,
    titleKey: `routes.${id}`,
    seo,
    section,
    page: 'coming-soon',
    ...extras,
  });
}
