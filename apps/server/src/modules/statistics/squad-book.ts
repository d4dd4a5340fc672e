import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedTeam } from '../feed/feed-model';
import type { FeedLookup } from '../favourites/feed-lookup';
import type { TradingService } from '../trading/trading.service';
import { engineRoster } from './engine-roster';
import { generateRoster, makeSquad, teamOfPlayer, type SquadPlayer, type TeamSquad } from './squad-generator';
import { sportProfile } from './sport-profiles';

/** Squads kept in memory at once; the engine's world does not change them, so they are only re-read. */
const CACHED_SQUADS = 512;

/**
 * The squads of the feed's teams: the engine's players where the trading module gives them, else players
 * generated from the team id and the feed seed. Either way every process and restart sees the same squad.
 */
export class SquadBook {
  private readonly cache = new Map<number, Promise<TeamSquad | undefined>>();

  constructor(
    private readonly feed: FeedLookup,
    private readonly engine: Pick<TradingService, 'players'> | undefined,
    private readonly random: Random,
  ) {}

  /** Undefined for unknown teams and for sports whose participants are individuals. */
  squad(teamId: number): Promise<TeamSquad | undefined> {
    const team = this.feed.team(teamId);
    // A team the feed does not know yet may arrive with the next snapshot: only known teams are cached.
    if (!team) return Promise.resolve(undefined);
    let squad = this.cache.get(teamId);
    if (!squad) {
      squad = this.load(team);
      this.cache.set(teamId, squad);
      squad.catch(() => this.cache.delete(teamId));
      if (this.cache.size > CACHED_SQUADS) this.cache.delete(this.cache.keys().next().value!);
    }
    return squad;
  }

  async player(playerId: number): Promise<SquadPlayer | undefined> {
    return (await this.squad(teamOfPlayer(playerId)))?.players.find((p) => p.id === playerId);
  }

  private async load(team: FeedTeam): Promise<TeamSquad | undefined> {
    const spec = sportProfile(team.sportId).squad;
    const random = this.random.fork(`squad:${team.id}`);
    const fromEngine = engineRoster((await this.engine?.players(team.id)) ?? [], team.sportId);
    if (fromEngine.length > 0) return makeSquad(team, spec, fromEngine, random);
    return spec
      ? makeSquad(team, spec, generateRoster(team, spec, random.fork('roster')), random)
      : undefined;
  }
}
