import { queryId, queryObject, queryText } from '../schemas/query-values.schema';
import { routeFamily } from './route-family';

const userData = routeFamily({
  idPrefix: 'userdata',
  pathPrefix: '/web-api',
  tag: 'user-data',
  envelope: 'standard',
  method: 'GET',
});

/** Other user data (spec section 7): promo codes, and the region and city lists of the registration form. */
export const userDataApi = {
  promoCodes: userData('getUserPromoCodesNew', {
    id: 'promo.getUserPromoCodesNew',
    path: '/web-api/promo/getUserPromoCodesNew',
    auth: 'user',
    issue: 9,
    summary: 'The player’s promo codes and their history',
  }),
  regions: userData('getRegions', {
    auth: 'guest',
    issue: 5,
    summary: 'Regions of a country for the region select',
    query: queryObject({ countryId: queryId, lng: queryText(10).optional() }),
  }),
  cities: userData('getCitiesByRegion', {
    auth: 'guest',
    issue: 5,
    summary: 'Cities of a region for the city select',
    query: queryObject({ regionId: queryId, lng: queryText(10).optional() }),
  }),
};

export const userDataRoutes = Object.values(userDataApi);
