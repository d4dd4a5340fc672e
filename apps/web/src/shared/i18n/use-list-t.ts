import { i18n } from './i18n-instance';
import type { TFunction } from './translator';
import { useLang } from './use-lang';

const fixed = new Map<string, TFunction>();

/**
 * `t` in the page's language for parts drawn hundreds of times on one page (every price of a live list):
 * `useTranslation` subscribes every component to the translator, a large share of drawing a row.
 * A language switch changes the route, so `useLang` redraws these parts in the new language.
 */
export function useListT(): TFunction {
  const lang = useLang();
  let t = fixed.get(lang);
  if (!t) {
    t = i18n.fixedT(lang);
    fixed.set(lang, t);
  }
  return t;
}
