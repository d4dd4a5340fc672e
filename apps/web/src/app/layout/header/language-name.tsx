import { flagEmoji } from '@sportsbook/core/site-config/country-flag';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { SpriteIcon } from '../../../shared/ui/sprite/sprite-icon';
import type { LanguageOption } from './use-language-options';

/**
 * A language as the switchers list it: its country flag where the configuration has one and the geo rules
 * allow it (`derived.languageFlags`, CFG-08, CFG-19), then its own name. The flag is decorative: drawn from
 * the flags sprite (CFG-16), the system's flag emoji where the sprite has none.
 */
export function LanguageName({ option }: { option: LanguageOption }) {
  const country = useSiteConfig().derived.languageFlags[option.code];
  return (
    <>
      {country ? (
        <span aria-hidden="true">
          <SpriteIcon sprite="flags" symbol={country} fallback={flagEmoji(country)} />{' '}
        </span>
      ) : null}
      {option.name}
    </>
  );
}
