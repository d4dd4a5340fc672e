import type { Lang } from '../../shared/i18n/languages';
import type { BooleanSettingKey, ParamRule, RouteMeta } from '../routes/route-meta';

/** What the guard does with a matched route (UI-02..UI-06). */
export type RouteAccess =
  | { kind: 'allow' }
  /** Show the not-found page in place: the page does not exist for this visitor or language. */
  | { kind: 'not-found' }
  /** A configured not-found URL: go to the not-found page. */
  | { kind: 'redirect-not-found' }
  /** A guest-only page while logged in: go home. */
  | { kind: 'redirect-home' }
  /** A page that needs login, for a guest: ask to log in, then come back. */
  | { kind: 'login' };

export interface AccessContext {
  lang: Lang;
  isAuthenticated: boolean;
  /** The yes/no settings routes can depend on, by key. */
  settings: Readonly<Partial<Record<BooleanSettingKey, boolean>>>;
  /** Site paths the configuration closes (`/poker`, or `/casino/*` for a whole branch). */
  notFoundPaths: readonly string[];
  /** The path below the language segment, starting with '/'. */
  path: string;
  params: Readonly<Record<string, string | undefined>>;
}

const DIGITS = /^\d+$/;

function paramMatches(rule: ParamRule, value: string | undefined): boolean {
  if (value === undefined) return true;
  return rule === 'digits' ? DIGITS.test(value) : rule.includes(value);
}

export function isConfiguredNotFound(path: string, notFoundPaths: readonly string[]): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return notFoundPaths.some((entry) =>
    entry.endsWith('/*')
      ? trimmed === entry.slice(0, -2) || trimmed.startsWith(entry.slice(0, -1))
      : trimmed === entry,
  );
}

export function evaluateRouteAccess(meta: RouteMeta, context: AccessContext): RouteAccess {
  const isOn = (key: BooleanSettingKey | undefined) => key !== undefined && context.settings[key] === true;
  if (meta.languages && !meta.languages.includes(context.lang)) return { kind: 'not-found' };
  const params = Object.entries(meta.params ?? {});
  if (!params.every(([name, rule]) => paramMatches(rule, context.params[name]))) return { kind: 'not-found' };
  if (isConfiguredNotFound(context.path, context.notFoundPaths)) return { kind: 'redirect-not-found' };
  if (!context.isAuthenticated && isOn(meta.hiddenForGuestsWhen)) return { kind: 'not-found' };
  if (meta.guestOnly && context.isAuthenticated) return { kind: 'redirect-home' };
  if ((meta.authOnly || isOn(meta.authOnlyWhen)) && !context.isAuthenticated) return { kind: 'login' };
  return { kind: 'allow' };
}
