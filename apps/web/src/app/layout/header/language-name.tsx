import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import type { LanguageOption } from './use-language-options';

/**
 * A language as the switchers list it: its country flag where the configuration has one and the geo rules
 * allow it (`derived.languageFlags`, CFG-08, CFG-19), then its own name. The flag is decorative.
 */
export function LanguageName({ option }: { option: LanguageOption }) {
  const flag = useSiteConfig().derived.languageFlags[option.code];
  return (
    <>
      {flag ? <span aria-hidden="true">{flag} </span> : null}
      {option.name}
    </>
  );
}
