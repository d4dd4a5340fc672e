import type { FeedChampEntryJson } from '@sportsbook/core/api/feed-responses/feed-champ.schema';
import type { FeedChamp } from '../feed-model';
import { countryName, nameIn } from './feed-language';
import { NO_NAME, type FormatContext } from './format-context';

/** A championship as GetChampsZip lists it; CI is its country here (0 international), GC its game count. */
export function formatChampEntry(
  champ: FeedChamp,
  gameCount: number,
  ctx: FormatContext,
): FeedChampEntryJson {
  const sport = ctx.view.world.sports.get(champ.sportId)?.names ?? NO_NAME;
  return {
    SI: champ.sportId,
    SN: nameIn(sport, ctx.lng),
    LI: champ.id,
    L: nameIn(champ.names, ctx.lng),
    LE: champ.names.en,
    LR: champ.names.ru,
    CI: champ.countryId,
    CN: countryName(ctx.countries, champ.countryId, ctx.lng),
    GC: gameCount,
    ...(champ.image && { CHIMG: champ.image }),
  };
}
