import type { FeedInsightsJson } from '@sportsbook/core/api/feed-responses/feed-game-extras.schema';
import { GROUP, SELECTION } from '@sportsbook/core/pricing/market-codes';
import type { FeedGame } from '../feed-model';
import { nameIn, type FeedLanguage } from '../format/feed-language';
import { NO_NAME } from '../format/format-context';
import { formatIncident } from '../format/incident.format';
import { fact, FACTS } from '../format/insight-facts';
import type { FeedView } from '../store/feed-view';
import { implementFeedCall, type FeedCallDeps, type FeedRoute } from './feed-call';
import { formatOptions, requiredId } from './feed-options';
import { findGame } from './find-game';

const FORM_GAMES = 5;

type Form = 'W' | 'D' | 'L';

/** A team's last results, latest first, from the finished games the feed still holds. */
function formOf(view: FeedView, teamId: number): Form[] {
  const form: Form[] = [];
  for (const id of view.index.finished.byTeam.get(teamId) ?? []) {
    const score = view.games.get(id)?.result?.score;
    if (!score) continue;
    const game = view.games.get(id)!;
    const [own, other] = game.homeTeamId === teamId ? [score.home, score.away] : [score.away, score.home];
    form.push(own > other ? 'W' : own === other ? 'D' : 'L');
    if (form.length === FORM_GAMES) break;
  }
  return form;
}

function headToHead(view: FeedView, game: FeedGame) {
  return (view.index.finished.byTeam.get(game.homeTeamId) ?? [])
    .map((id) => view.games.get(id)!)
    .filter((past) => past.result && [past.homeTeamId, past.awayTeamId].includes(game.awayTeamId))
    .slice(0, FORM_GAMES)
    .map((past) => ({
      I: past.id,
      S: past.startAt,
      O1I: past.homeTeamId,
      O2I: past.awayTeamId,
      S1: past.result!.score.home,
      S2: past.result!.score.away,
    }));
}

/** The favourite's chance: the line's win probabilities, else the margin-free 1X2 prices. */
function winChances(game: FeedGame): { P1: number; P2: number } | undefined {
  if (game.winProbabilities) return game.winProbabilities;
  const result = game.markets.flatMap((m) => m.outcomes).filter((o) => o.G === GROUP.result);
  const total = result.reduce((sum, o) => sum + 1000 / o.C, 0);
  const share = (T: number) => 1000 / (result.find((o) => o.T === T)?.C ?? Infinity) / total;
  return result.length > 1 ? { P1: share(SELECTION.home), P2: share(SELECTION.away) } : undefined;
}

function insights(view: FeedView, game: FeedGame, lng: FeedLanguage): FeedInsightsJson {
  const home = view.world.teams.get(game.homeTeamId);
  const away = view.world.teams.get(game.awayTeamId);
  const O1 = nameIn(home?.names ?? NO_NAME, lng);
  const O2 = nameIn(away?.names ?? NO_NAME, lng);
  const F1 = formOf(view, game.homeTeamId);
  const F2 = formOf(view, game.awayTeamId);
  const H2H = headToHead(view, game);
  const facts: string[] = [];
  for (const [team, form] of [
    [O1, F1],
    [O2, F2],
  ] as const) {
    if (form.length > 0)
      facts.push(
        fact(FACTS.form, lng, { team, wins: form.filter((r) => r === 'W').length, games: form.length }),
      );
  }
  const chances = winChances(game);
  if (chances) {
    const [team, p] = chances.P1 >= chances.P2 ? [O1, chances.P1] : [O2, chances.P2];
    facts.push(fact(FACTS.favourite, lng, { team, percent: Math.round(p * 100) }));
  }
  if (H2H.length > 0) {
    const homeWins = H2H.filter((m) => (m.O1I === game.homeTeamId ? m.S1 > m.S2 : m.S2 > m.S1)).length;
    const draws = H2H.filter((m) => m.S1 === m.S2).length;
    facts.push(
      fact(FACTS.meetings, lng, {
        games: H2H.length,
        wins1: homeWins,
        draws,
        wins2: H2H.length - homeWins - draws,
        team: O1,
      }),
    );
  }
  return {
    I: game.id,
    O1,
    O2,
    R1: Math.round(home?.rating ?? 0),
    R2: Math.round(away?.rating ?? 0),
    F1,
    F2,
    H2H,
    ...(game.winProbabilities && { WP: { ...game.winProbabilities } }),
    N: facts,
  };
}

/** GameInsights (id): ratings, form, head-to-head and facts about a game. */
export function implementInsights(deps: FeedCallDeps, route: FeedRoute): void {
  implementFeedCall(
    deps,
    route,
    (query) => ({ ...formatOptions(query), id: requiredId('id', query.id, query.gameId) }),
    (view, options) => JSON.stringify(insights(view, findGame(view, options.id).game, options.lng)),
  );
}

/** GetChronoOfPlay (id): the game's incidents in order. */
export function implementChrono(deps: FeedCallDeps, route: FeedRoute): void {
  implementFeedCall(
    deps,
    route,
    (query) => ({ ...formatOptions(query), id: requiredId('id', query.id, query.gameId) }),
    (view, options) => {
      const { game } = findGame(view, options.id);
      return JSON.stringify((game.incidents ?? []).map((incident) => formatIncident(incident, options.lng)));
    },
  );
}
