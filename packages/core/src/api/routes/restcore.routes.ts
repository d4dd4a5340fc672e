import type { RouteDefinition } from '../route-definition';
import { FEED_LIST_QUERY, feedQuery } from '../schemas/feed-query.schema';
import { queryText } from '../schemas/query-values.schema';
import type { FeedCall } from './platform-routes';
import { platformRoutes } from './platform-routes';

/** Reference calls (spec section 7, Reference: restcore). */
const RESTCORE_CALLS = {
  GetCountries: { summary: 'Countries with ids, names, ISO and phone codes', query: feedQuery({}) },
  Sports: { summary: 'Sports with ids and names', query: feedQuery({ sports: FEED_LIST_QUERY.sports }) },
  CheckLink: {
    summary: 'Resolve a permanent link to its current game or championship',
    query: feedQuery({ permanentId: queryText(200).min(1) }),
  },
  topChamps: { summary: 'Top championships', query: feedQuery(FEED_LIST_QUERY) },
} satisfies Record<string, FeedCall>;

export const restcoreApi = platformRoutes(
  {
    idPrefix: 'restcore',
    pathPrefix: '/service-api/restcore/api/External/v1/Web',
    tag: 'restcore',
    pathChoice: 'restcore',
  },
  RESTCORE_CALLS,
);

export const restcoreRoutes: readonly RouteDefinition[] = Object.values(restcoreApi);
