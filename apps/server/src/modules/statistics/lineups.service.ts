import type { z } from 'zod';
import type {
  statDuelCandidatesSchema,
  statLineUps2Schema,
  statLineUpsSchema,
  StatPlayer,
  statShortPlayersSchema,
} from '@sportsbook/core/api/feed-responses/statistics-lineups.schema';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedGame } from '../feed/feed-model';
import type { FeedLookup } from '../favourites/feed-lookup';
import { nameTriple, type NameLanguage } from '../favourites/localized-name';
import type { HistoryService } from './history.service';
import {
  POSITION,
  POSITION_NAMES,
  type PositionId,
} from '@sportsbook/core/api/feed-responses/statistics-positions';
import type { SquadBook } from './squad-book';
import type { SquadPlayer, TeamSquad } from './squad-generator';
import { gameNotFound } from './statistics-errors';

/** What a player scores a game on average, by position: goals, points (basketball), runs (cricket, baseball). */
const SCORING_RATE: Partial<Record<PositionId, number>> = {
  [POSITION.forward]: 0.4,
  [POSITION.midfielder]: 0.15,
  [POSITION.defender]: 0.05,
  [POSITION.guard]: 13,
  [POSITION.basketForward]: 11,
  [POSITION.centre]: 10,
  [POSITION.attacker]: 12,
  [POSITION.middleBlocker]: 7,
  [POSITION.setter]: 2,
  [POSITION.batsman]: 28,
  [POSITION.allRounder]: 18,
  [POSITION.offence]: 0.3,
  [POSITION.infielder]: 0.5,
  [POSITION.outfielder]: 0.5,
  [POSITION.wing]: 4,
  [POSITION.back]: 5,
  [POSITION.pivot]: 3,
  [POSITION.player]: 0.5,
};

export function playerJson(player: SquadPlayer, lng: NameLanguage): StatPlayer {
  return {
    I: player.id,
    ...nameTriple(player.names, lng),
    NU: player.number,
    PT: player.position,
    PN: POSITION_NAMES[player.position][lng],
    COI: player.countryId,
  };
}

/** Starters on a 0-100 pitch: one row per line from the own goal forward, spread evenly across. */
function placed(squad: TeamSquad, lng: NameLanguage) {
  const lines = [...new Set(squad.starters.map((p) => p.position))];
  const captain = squad.starters.reduce((best, p) => (p.rating > best.rating ? p : best), squad.starters[0]!);
  return squad.starters.map((player) => {
    const line = lines.indexOf(player.position);
    const mates = squad.starters.filter((p) => p.position === player.position);
    return {
      ...playerJson(player, lng),
      X: Math.round(((mates.indexOf(player) + 1) * 100) / (mates.length + 1)),
      Y: lines.length === 1 ? 50 : Math.round(5 + (line * 85) / (lines.length - 1)),
      ...(player === captain && { CP: 1 as const }),
    };
  });
}

/** Line-ups and squads of the feed's games, from the squads of their teams. */
export class LineUpsService {
  constructor(
    private readonly feed: FeedLookup,
    private readonly squads: SquadBook,
    private readonly history: HistoryService,
    private readonly random: Random,
  ) {}

  async lineUps(gameId: number, lng: NameLanguage): Promise<z.infer<typeof statLineUpsSchema>> {
    const game = this.game(gameId);
    return {
      I: game.id,
      SI: game.sportId,
      T: (await this.sides(game)).map((squad) => ({
        ...this.side(squad, lng),
        P: squad.starters.map((p) => playerJson(p, lng)),
      })),
    };
  }

  async lineUps2(gameId: number, lng: NameLanguage): Promise<z.infer<typeof statLineUps2Schema>> {
    const game = this.game(gameId);
    return {
      I: game.id,
      SI: game.sportId,
      T: (await this.sides(game)).map((squad) => ({ ...this.side(squad, lng), P: placed(squad, lng) })),
    };
  }

  /** Cards of both squads; games played this season are bounded by the team's games in the records. */
  async playersInfo(gameId: number, lng: NameLanguage): Promise<z.infer<typeof statShortPlayersSchema>> {
    const game = this.game(gameId);
    const cards = await Promise.all(
      (await this.sides(game)).map(async (squad) => {
        const seasonGames = (await this.history.teamGames(squad.team.id, 100)).filter(
          (g) => g.season === 0,
        ).length;
        const starters = new Set(squad.starters);
        return squad.players.map((player) => {
          const random = this.random.fork(`season-stats:${player.id}`);
          const share = starters.has(player) ? 0.7 + 0.3 * random.next() : 0.15 + 0.45 * random.next();
          const played = Math.round(seasonGames * share);
          const rate = (SCORING_RATE[player.position] ?? 0) * (0.6 + 0.8 * random.next());
          const scored = Math.round(played * rate);
          return {
            ...playerJson(player, lng),
            TI: squad.team.id,
            A: player.age,
            H: player.heightCm,
            W: player.weightKg,
            R: player.rating,
            GP: played,
            SC: scored,
            AS: Math.round(scored * 0.6 * random.next()),
          };
        });
      }),
    );
    return cards.flat();
  }

  /** The sides of a game and their starters (players of individual sports are the sides themselves). */
  async duelCandidates(gameId: number, lng: NameLanguage): Promise<z.infer<typeof statDuelCandidatesSchema>> {
    const game = this.game(gameId);
    const teams = [game.homeTeamId, game.awayTeamId]
      .map((id) => this.feed.team(id))
      .filter((t) => t !== undefined);
    return {
      I: game.id,
      SI: game.sportId,
      T: await Promise.all(
        teams.map(async (team) => ({
          I: team.id,
          ...nameTriple(team.names, lng),
          P: ((await this.squads.squad(team.id))?.starters ?? []).map((p) => playerJson(p, lng)),
        })),
      ),
    };
  }

  private game(gameId: number): FeedGame {
    const game = this.feed.game(gameId);
    if (!game) throw gameNotFound();
    return game;
  }

  private async sides(game: FeedGame): Promise<TeamSquad[]> {
    if (game.homeTeamId === game.awayTeamId) return [];
    const squads = await Promise.all([game.homeTeamId, game.awayTeamId].map((id) => this.squads.squad(id)));
    return squads.filter((s) => s !== undefined);
  }

  private side(squad: TeamSquad, lng: NameLanguage) {
    return {
      I: squad.team.id,
      ...nameTriple(squad.team.names, lng),
      ...(squad.formation && { F: squad.formation }),
      SB: squad.substitutes.map((p) => playerJson(p, lng)),
    };
  }
}
