import type { z } from 'zod';
import type { StatPastGame } from '@sportsbook/core/api/feed-responses/statistics-common.schema';
import type {
  statHeadToHeadSchema,
  statStageTableSchema,
  statTeamLastGamesSchema,
} from '@sportsbook/core/api/feed-responses/statistics-history.schema';
import type { FeedTeam, Names } from '../feed/feed-model';
import type { FeedLookup } from '../favourites/feed-lookup';
import { nameTriple, type NameLanguage } from '../favourites/localized-name';
import type { HistoryService } from './history.service';
import type { PastGame } from './season-history';
import { resultFor, stageTable, type TableType } from './stage-table';
import { badRequest, gameNotFound, itemNotFound } from './statistics-errors';

const UNNAMED: Names = { en: '', ru: '', ar: '' };
const HEAD_TO_HEAD_GAMES = 10;
export const LAST_GAMES_DEFAULT = 10;

/** The `tt` of StageTable: 0/all/total, 1/home, 2/away; absent reads as every game. */
export function tableTypeOf(tt: string | undefined): TableType {
  const types: Record<string, TableType> = {
    '': 0,
    '0': 0,
    all: 0,
    total: 0,
    '1': 1,
    home: 1,
    '2': 2,
    away: 2,
  };
  const type = types[(tt ?? '').toLowerCase()];
  if (type === undefined) throw badRequest('Invalid request parameters: tt');
  return type;
}

/** Head-to-head, last games and stage tables from the history of the feed's world. */
export class ResultsService {
  constructor(
    private readonly feed: FeedLookup,
    private readonly history: HistoryService,
  ) {}

  async headToHead(gameId: number, lng: NameLanguage): Promise<z.infer<typeof statHeadToHeadSchema>> {
    const game = this.feed.game(gameId);
    const [first, second] = game ? [this.feed.team(game.homeTeamId), this.feed.team(game.awayTeamId)] : [];
    if (!game) throw gameNotFound();
    // A race or an election has no two sides to have met.
    if (!first || !second) throw itemNotFound('Head-to-head');
    const meetings =
      first.id === second.id ? [] : await this.history.teamGames(first.id, HEAD_TO_HEAD_GAMES, second.id);
    const letters = meetings.map((g) => resultFor(g, first.id));
    const goals = (teamId: number) =>
      meetings.reduce((sum, g) => sum + (g.home === teamId ? g.score.home : g.score.away), 0);
    return {
      I: game.id,
      T1: { I: first.id, ...nameTriple(first.names, lng) },
      T2: { I: second.id, ...nameTriple(second.names, lng) },
      W1: letters.filter((l) => l === 'W').length,
      X: letters.filter((l) => l === 'D').length,
      W2: letters.filter((l) => l === 'L').length,
      G1: goals(first.id),
      G2: goals(second.id),
      G: meetings.map((g) => this.pastGame(g, lng)),
    };
  }

  async teamLastGames(
    teamId: number,
    count: number,
    lng: NameLanguage,
  ): Promise<z.infer<typeof statTeamLastGamesSchema>> {
    const team = this.team(teamId);
    const games = await this.history.teamGames(team.id, count);
    const results = games.map((g) => resultFor(g, team.id));
    return {
      I: team.id,
      ...nameTriple(team.names, lng),
      F: results.join(''),
      G: games.map((g, i) => ({ ...this.pastGame(g, lng), R: results[i]! })),
    };
  }

  /** The current season's table of a championship's stage, from its generated rounds and recorded results. */
  async stageTable(
    stageId: number,
    tt: string | undefined,
    lng: NameLanguage,
  ): Promise<z.infer<typeof statStageTableSchema>> {
    const type = tableTypeOf(tt);
    const champ = this.feed.champByStage(stageId);
    if (!champ) throw itemNotFound('Stage');
    const games = (await this.history.champGames(champ.id)).filter((g) => g.season === 0);
    const teams = new Set([
      ...(this.history.basis(champ.id)?.teamIds ?? []),
      ...games.flatMap((g) => [g.home, g.away]),
    ]);
    const rows = stageTable(games, [...teams], type, this.feed.sport(champ.sportId)?.hasDraw ?? true);
    return {
      I: stageId,
      SI: champ.sportId,
      LI: champ.id,
      L: champ.names[lng],
      TT: type,
      R: rows.map((row, index) => ({
        Pos: index + 1,
        TI: row.teamId,
        TN: (this.feed.team(row.teamId)?.names ?? UNNAMED)[lng],
        GP: row.played,
        W: row.won,
        D: row.drawn,
        LS: row.lost,
        SF: row.scored,
        SA: row.conceded,
        PT: row.points,
        F: row.form,
      })),
    };
  }

  private team(teamId: number): FeedTeam {
    const team = this.feed.team(teamId);
    if (!team) throw itemNotFound('Team');
    return team;
  }

  private pastGame(game: PastGame, lng: NameLanguage): StatPastGame {
    const name = (id: number) => (this.feed.team(id)?.names ?? UNNAMED)[lng];
    return {
      ...(game.gameId !== undefined && { I: game.gameId }),
      S: Math.floor(game.startMs / 1000),
      LI: game.champId,
      L: (this.feed.champ(game.champId)?.names ?? UNNAMED)[lng],
      O1I: game.home,
      O1: name(game.home),
      O2I: game.away,
      O2: name(game.away),
      S1: game.score.home,
      S2: game.score.away,
      PS: game.periods.map((p) => ({ S1: p.home, S2: p.away })),
    };
  }
}
