import { queryObject, queryText } from '../schemas/query-values.schema';
import { routeFamily } from './route-family';

const seo = routeFamily({
  idPrefix: 'seo',
  pathPrefix: '/web-api/seo-module',
  tag: 'content',
  envelope: 'standard',
  method: 'GET',
});

/** What every content call is asked for: the page and the site variant (spec section 3 request parameters). */
const PAGE_QUERY = {
  lng: queryText(10).optional(),
  country: queryText(16).optional(),
  partner: queryText(16).optional(),
  geo: queryText(16).optional(),
};
const pageQuery = queryObject({
  ...PAGE_QUERY,
  path: queryText(2000).optional(),
  category: queryText(64)
    .optional()
    .meta({ description: 'page-content category: homepage, line, live, ...' }),
});
const common = { auth: 'guest', issue: 9, pathChoice: 'seo' } as const;

/** SEO and content (spec section 7). The translation-api and genfiles dictionary calls live in translation.routes.ts. */
export const contentApi = {
  frontendSeoContent: seo('frontend.content', {
    ...common,
    path: '/web-api/frontend/seo/content',
    summary: 'SEO text of a page category (path chosen)',
    query: pageQuery,
  }),
  pagedata: seo('pagedata', {
    ...common,
    summary: 'Title, description and meta tags of a page (path chosen)',
    query: pageQuery,
  }),
  visual: seo('visual', {
    ...common,
    summary: 'Visual content blocks of a page (path chosen)',
    query: pageQuery,
  }),
  analyticsCounters: seo('analytics-counters', {
    ...common,
    summary: 'Analytics counters to embed (path chosen)',
    query: queryObject(PAGE_QUERY),
  }),
  languageIsoCodes: seo('language-iso-codes', {
    ...common,
    summary: 'Language ISO codes for hreflang links (path chosen)',
    query: queryObject(PAGE_QUERY),
  }),
  footerQuestions: seo('footer.questions', {
    ...common,
    path: '/web-api/seo-module/footer/questions',
    summary: 'Footer questions and answers of a section (path chosen)',
    query: queryObject({ ...PAGE_QUERY, section: queryText(64).default('main') }),
  }),
  informationLinks: seo('footer.information-links', {
    ...common,
    path: '/web-api/seo-module/footer/information-links',
    summary: 'Information links of the footer (path chosen)',
    query: queryObject(PAGE_QUERY),
  }),
};

export const contentRoutes = Object.values(contentApi);
