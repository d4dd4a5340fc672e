import { areaRoutes, type RouteMeta } from './route-meta';

const system = areaRoutes('system', 'homepage');
const account = areaRoutes('account', 'user');

/** The home page, the entry and exit of a session, registration, and the pages the site sends people to. */
export const SYSTEM_ROUTES: readonly RouteMeta[] = [
  system('home', '', { page: 'home', section: 'home' }),
  account('login', 'login', { page: 'login', guestOnly: true }),
  account('logout', 'logout', { page: 'logout', authOnly: true }),
  account('registration', 'registration', { page: 'registration', guestOnly: true }),
  account('registrationIdentification', 'registration/identification', {
    page: 'registration-identification',
    authOnly: true,
  }),
  // The e-mailed links (packages/core registration/account-links.ts) land here.
  account('registrationActivate', 'registration/activate', { page: 'activation' }),
  account('passwordReset', 'password-reset', { page: 'password-reset' }),
  system('mobileApps', 'mobile-apps', { seo: 'mobile' }),
  system('block', 'block', { page: 'block', seo: 'information' }),
  system('blockAppeal', 'block/appeal', { page: 'block-appeal', seo: 'information' }),
  system('error', 'error', { page: 'error', seo: 'information' }),
  system('notFound', 'not-found', { page: 'not-found', seo: 'information' }),
];
