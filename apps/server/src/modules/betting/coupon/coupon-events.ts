import type { FeedGame, Names } from '../../feed/feed-model';
import type { FeedView } from '../../feed/store/feed-view';
import type { LegNames } from '../betting.tables';
import { isLiveLeg, type LegLookup } from './leg-lookup';
import { marketName } from './market-names';

type Language = keyof Names;

export function languageOf(lng: string | undefined): Language {
  return lng === 'ru' || lng === 'ar' ? lng : 'en';
}

/** The names of a leg's game in every language, kept with the bet. */
export function legNames(view: FeedView, lookup: LegLookup): LegNames {
  const game = lookup.game!;
  const { teams, champs, sports } = view.world;
  const team = (id: number): Names => teams.get(id)?.names ?? game.title ?? { en: '', ru: '', ar: '' };
  return {
    home: { ...team(game.homeTeamId) },
    away: { ...(game.awayTeamId === 0 ? { en: '', ru: '', ar: '' } : team(game.awayTeamId)) },
    champ: { ...(champs.get(game.champId)?.names ?? { en: '', ru: '', ar: '' }) },
    sport: { ...(sports.get(game.sportId)?.names ?? { en: '', ru: '', ar: '' }) },
    ...(lookup.sub ? { period: { ...lookup.sub.title } } : {}),
  };
}

export function scoreText(game: FeedGame | undefined): string | null {
  const total = game?.score?.total;
  return total ? `${total.home}:${total.away}` : null;
}

/** One leg as UpdateCoupon (and a 130 refusal) shows it: the current price, line, block and finish flags, names. */
export function couponEvent(view: FeedView, lookup: LegLookup, lng: string | undefined) {
  const { game, outcome, input } = lookup;
  const language = languageOf(lng);
  const names = game ? legNames(view, lookup) : undefined;
  return {
    GameId: input.gameId,
    MainGameId: game?.id ?? input.gameId,
    Type: input.type,
    Coef: outcome ? outcome.C / 1000 : 0,
    Param: outcome ? (outcome.P ?? 0) : input.param / 1000,
    Kind: game ? (isLiveLeg(lookup) ? 1 : 3) : (input.kind ?? 3),
    Block: !outcome || outcome.B === true || (game !== undefined && game.phase !== 1),
    Finish: !game || game.finished || game.phase === 2 || game.phase === 4,
    SportId: game?.sportId ?? 0,
    SportName: names?.sport[language] ?? '',
    Opp1: names?.home[language] ?? '',
    Opp2: names?.away[language] ?? '',
    Liga: names?.champ[language] ?? '',
    Start: game?.startAt ?? 0,
    MarketName: lookup.market ? marketName(lookup.market.G, language) : '',
    PeriodName: names?.period?.[language] ?? '',
    Score: scoreText(game),
  };
}
