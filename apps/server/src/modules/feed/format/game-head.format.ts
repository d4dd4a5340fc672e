import type { FeedGameJson } from '@sportsbook/core/api/feed-responses/feed-game.schema';
import type { FeedGame } from '../feed-model';
import { countryName, nameIn } from './feed-language';
import { NO_NAME, type FormatContext } from './format-context';

type GameHead = Pick<
  FeedGameJson,
  'I' | 'CI' | 'N' | 'O1' | 'O2' | 'O1E' | 'O2E' | 'O1R' | 'O2R' | 'O1I' | 'O2I' | 'O1IMG' | 'O2IMG'
> &
  Pick<FeedGameJson, 'SI' | 'SN' | 'SE' | 'SR' | 'LI' | 'L' | 'LE' | 'LR' | 'COI' | 'CN' | 'S' | 'U'>;

/** Who plays what and when: the part of the game object every call shows. */
export function formatGameHead(game: FeedGame, ctx: FormatContext): GameHead {
  const { sports, champs, teams } = ctx.view.world;
  const home = teams.get(game.homeTeamId);
  const away = teams.get(game.awayTeamId);
  const sport = sports.get(game.sportId)?.names ?? NO_NAME;
  const champ = champs.get(game.champId);
  const league = champ?.names ?? NO_NAME;
  // An event without sides (a race, an election) shows its title as O1.
  const o1 = game.title ?? home?.names ?? NO_NAME;
  const o2 = game.title ? NO_NAME : (away?.names ?? NO_NAME);
  const countryId = champ?.countryId ?? 0;
  return {
    I: game.id,
    CI: game.constId,
    N: game.number,
    O1: nameIn(o1, ctx.lng),
    O2: nameIn(o2, ctx.lng),
    O1E: o1.en,
    O2E: o2.en,
    O1R: o1.ru,
    O2R: o2.ru,
    O1I: game.homeTeamId,
    O2I: game.awayTeamId,
    ...(home?.image && { O1IMG: [home.image] }),
    ...(away?.image && { O2IMG: [away.image] }),
    SI: game.sportId,
    SN: nameIn(sport, ctx.lng),
    SE: sport.en,
    SR: sport.ru,
    LI: game.champId,
    L: nameIn(league, ctx.lng),
    LE: league.en,
    LR: league.ru,
    COI: countryId,
    CN: countryName(ctx.countries, countryId, ctx.lng),
    S: game.startAt,
    U: game.updatedAt,
  };
}
