import type { FeedStageRowJson } from '@sportsbook/core/api/feed-responses/feed-stage-table.schema';
import type { FeedChamp } from '../feed-model';
import { nameIn, type FeedLanguage } from '../format/feed-language';
import { NO_NAME } from '../format/format-context';
import type { FeedView } from '../store/feed-view';
import { implementFeedCall, type FeedCallDeps, type FeedRoute } from './feed-call';
import { formatOptions, requiredId } from './feed-options';
import { notFound } from './find-game';

type Row = Omit<FeedStageRowJson, 'Pos'>;

/** Every team with a game in the championship, and its record from the results the feed holds. */
function table(view: FeedView, champ: FeedChamp, lng: FeedLanguage): FeedStageRowJson[] {
  const { line, live, finished } = view.index;
  const rows = new Map<number, Row>();
  const row = (teamId: number) => {
    let found = rows.get(teamId);
    if (!found) {
      const TN = nameIn(view.world.teams.get(teamId)?.names ?? NO_NAME, lng);
      rows.set(teamId, (found = { TI: teamId, TN, GP: 0, W: 0, D: 0, LS: 0, SF: 0, SA: 0, PT: 0 }));
    }
    return found;
  };
  const hasDraw = view.world.sports.get(champ.sportId)?.hasDraw ?? true;
  for (const index of [line, live, finished]) {
    for (const id of index.byChamp.get(champ.id) ?? []) {
      const game = view.games.get(id)!;
      if (game.homeTeamId === 0 || game.awayTeamId === 0) continue;
      const home = row(game.homeTeamId);
      const away = row(game.awayTeamId);
      const score = index === finished ? game.result?.score : undefined;
      if (!score) continue;
      for (const [team, own, other] of [
        [home, score.home, score.away],
        [away, score.away, score.home],
      ] as const) {
        team.GP += 1;
        team.SF += own;
        team.SA += other;
        if (own > other) team.W += 1;
        else if (own === other) team.D += 1;
        else team.LS += 1;
        // Football-like sports: 3 for a win, 1 for a draw; the others 2 for a win and 1 for a loss (FIBA).
        team.PT = hasDraw ? team.W * 3 + team.D : team.W * 2 + team.LS;
      }
    }
  }
  return [...rows.values()]
    .sort((a, b) => b.PT - a.PT || b.SF - b.SA - (a.SF - a.SA) || b.SF - a.SF || a.TN.localeCompare(b.TN))
    .map((r, i) => ({ Pos: i + 1, ...r }));
}

/** GetStageTableIds (champ or champId): the stage and season of a championship. */
export function implementStageTableIds(deps: FeedCallDeps, route: FeedRoute): void {
  implementFeedCall(
    deps,
    route,
    (query) => ({ ...formatOptions(query), champ: requiredId('champ', query.champ, query.champId) }),
    (view, options) => {
      const champ = view.world.champs.get(options.champ);
      if (!champ) throw notFound('Championship');
      return JSON.stringify([
        { I: champ.stageId, SI: champ.seasonId, LI: champ.id, L: nameIn(champ.names, options.lng) },
      ]);
    },
  );
}

/** GetStageTableZip2 (stageId): the league table of that stage. */
export function implementStageTable(deps: FeedCallDeps, route: FeedRoute): void {
  implementFeedCall(
    deps,
    route,
    (query) => ({ ...formatOptions(query), stageId: requiredId('stageId', query.stageId) }),
    (view, options) => {
      const champ = [...view.world.champs.values()].find((c) => c.stageId === options.stageId);
      if (!champ) throw notFound('Stage');
      const L = nameIn(champ.names, options.lng);
      return JSON.stringify({
        I: champ.stageId,
        SI: champ.seasonId,
        LI: champ.id,
        L,
        R: table(view, champ, options.lng),
      });
    },
  );
}
