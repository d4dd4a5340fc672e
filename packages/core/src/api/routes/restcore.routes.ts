import type { RouteDefinition } from '../route-definition';
import { FEED_LIST_QUERY, feedQuery } from '../schemas/feed-query.schema';
import { queryText } from '../schemas/query-values.schema';
import type { FeedCall } from './platform-routes';
import { platformRoutes } from './platform-routes';

/** Reference calls (spec section 7, Reference: restcore). */
const RESTCORE_CALLS = {
  GetCountries: {
    summary: 'Countries with ids, names, ISO and phone codes',
    query: feedQuery({}),
    value: 'Value: [{ I, N name in lng, C lower-case ISO, PC calling code or null }]',
  },
  Sports: {
    summary: 'Sports with ids and names',
    query: feedQuery({ sports: FEED_LIST_QUERY.sports }),
    value: 'Value: [{ I, N, NE, NR, S sort, CY cyber, MS? menu section, LC live games, GC line games }]',
  },
  CheckLink: {
    summary: 'Resolve a permanent link to its current game or championship',
    query: feedQuery({ permanentId: queryText(200).min(1) }),
    value:
      'Value: { T (1 game, 2 championship, 3 team), I, CI?, SI, LI?, LV? live now }; links: game-<CI>, champ-<id>, team-<id> or a bare number, a slug may follow',
  },
  topChamps: {
    summary: 'Top championships',
    query: feedQuery(FEED_LIST_QUERY),
    value: 'Value: [{ SI, SN, LI, L, LE, LR, CI country, GC games, CHIMG? }]',
  },
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
