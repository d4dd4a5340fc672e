/**
 * Mount points of the server (spec section 7, HTTP-05). Paths the spec gives without a prefix live under
 * /web-api (the office calls under /web-api/officeapi); the feed and bet calls under /service-api.
 */
export const API_BASE = '/web-api';
export const TRANSLATION_API = '/translation-api';
export const ANALYTICS_API = '/analytics-api';
