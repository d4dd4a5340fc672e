import { ANALYTICS_API } from '../http/api-paths';
import { httpRequest } from '../http/http-client';
import { i18n } from '../i18n/i18n-instance';
import { analyticsProjectId } from './analytics-project';

export const EVENT_URL = `${ANALYTICS_API}/event.json`;
export const AB_URL = `${ANALYTICS_API}/ab.json`;
/** What the collector keeps of the page's and referrer's address. */
const MAX_URL_LENGTH = 2000;

/** The page's address as the collector takes it (`u`, and `r` for the referrer). */
export function pageUrl(url: string): string {
  return url.slice(0, MAX_URL_LENGTH);
}

/**
 * A call to the analytics host (ANA-03): JSON, keepalive so a batch survives the page closing, and the headers
 * X-Lang (the shown language), X-Uuid (the device id) and M-Project-Id when the site configured one.
 */
export function analyticsPost<T>(url: string, deviceId: string, body: object): Promise<T> {
  const project = analyticsProjectId();
  return httpRequest<T>({
    url,
    method: 'POST',
    body,
    keepalive: true,
    headers: {
      'X-Lang': i18n.language,
      'X-Uuid': deviceId,
      ...(project !== null && { 'M-Project-Id': String(project) }),
    },
  });
}
