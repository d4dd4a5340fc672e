import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from './use-translation';

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/**
 * A text with parts drawn by elements: `I accept the <doc>Terms</doc>` with `components={{ doc: <Link/> }}`
 * gives the words "Terms" inside the link. A tag with no component is drawn as its plain words.
 */
export function Trans({
  i18nKey,
  components,
}: {
  i18nKey: string;
  components: Readonly<Record<string, ReactElement>>;
}) {
  const { t } = useTranslation();
  const text = t(i18nKey);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, name = '', inner = ''] = match;
    parts.push(text.slice(last, match.index));
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: match.index }, inner) : inner);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
