import { FRAME_QUERY_KEYS } from './frame-params';
import { STATISTICS_SEGMENT } from './statistics-url';

/** The stage page's own query key: the same `tt` as the frame's table type, so it stays in a page's path. */
const PAGE_QUERY_KEYS = new Set(['tt']);
const FRAME_ONLY_KEYS = new Set(
  Object.values(FRAME_QUERY_KEYS)
    .map(([key]) => key as string)
    .filter((key) => !PAGE_QUERY_KEYS.has(key)),
);

const trimSlashes = (text: string) => text.replace(/^\/+|\/+$/g, '');

/**
 * The page part of a statistics address (`game/1/5/main`, `stage/1/9?tt=1`): the path after
 * /{lang}/statisticpopup with the frame's own settings left out of the query. Null outside the statistics pages.
 */
export function statisticsPagePathOf(pathname: string, search = ''): string | null {
  const parts = trimSlashes(pathname).split('/');
  if (parts.length < 3 || parts[1] !== STATISTICS_SEGMENT) return null;
  const page = parts.slice(2).join('/');
  const query = new URLSearchParams(search);
  for (const key of [...query.keys()]) if (FRAME_ONLY_KEYS.has(key)) query.delete(key);
  const text = query.toString();
  return text ? `${page}?${text}` : page;
}

/** The frame's own settings in a query (everything but the page's keys), to keep them across its pages. */
export function frameOnlyQuery(search: string): URLSearchParams {
  const query = new URLSearchParams(search);
  for (const key of [...query.keys()]) if (!FRAME_ONLY_KEYS.has(key)) query.delete(key);
  return query;
}

/** The host address that mirrors a frame page: the prefix added in front (`/en/statistics` + `/game/1/5/main`). */
export function hostPathOf(pagePath: string, transformPrefix = ''): string {
  const prefix = trimSlashes(transformPrefix);
  const page = pagePath.replace(/^\/+/, '');
  return `/${[prefix, page].filter(Boolean).join('/')}`;
}

/**
 * The frame page a host address mirrors: the prefix removed (`/en/statistics/game/1/5/main` → `game/1/5/main`).
 * Null when the address is not below the prefix or names no page.
 */
export function pagePathFromHost(hostPath: string, transformPrefix = ''): string | null {
  const prefix = trimSlashes(transformPrefix);
  const path = hostPath.replace(/^\/+/, '');
  if (prefix && path !== prefix && !path.startsWith(`${prefix}/`) && !path.startsWith(`${prefix}?`))
    return null;
  const page = path.slice(prefix.length).replace(/^\/+/, '');
  return page && !page.startsWith('?') ? page : null;
}

/** The frame's address of a page, keeping the frame's own settings (`?d=1&p=...`) from its current query. */
export function frameAddressOf(lang: string, pagePath: string, currentSearch = ''): string {
  const [path = '', own = ''] = pagePath.replace(/^\/+/, '').split('?');
  const query = frameOnlyQuery(currentSearch);
  for (const [key, value] of new URLSearchParams(own)) query.set(key, value);
  const text = query.toString();
  return `/${lang}/${STATISTICS_SEGMENT}/${path}${text ? `?${text}` : ''}`;
}
