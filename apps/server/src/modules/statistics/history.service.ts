import type { Random } from '@sportsbook/core/random/seeded-random';
import type { Clock } from '../../platform/clock';
import type { FeedLookup } from '../favourites/feed-lookup';
import { generateHistory, type HistoryBasis, type PastGame } from './season-history';
import { sportProfile } from './sport-profiles';
import type { StatisticsRepository } from './statistics.repository';

const DAY_MS = 24 * 3600 * 1000;
/** How long a championship without two teams is not looked at again. */
const RETRY_BARREN_MS = 10 * 60 * 1000;
/** Championships whose generated seasons are kept in memory at once. */
const CACHED_CHAMPS = 64;

const newestFirst = (a: PastGame, b: PastGame) => b.startMs - a.startMs;

/**
 * The past of the feed's world: the results recorded from the feed (stat_results), and before them seasons
 * generated from each championship's frozen basis. Bases are made for every championship the feed knows
 * at start (and for newer ones when first asked), the anchor being the start of the feed's records.
 */
export class HistoryService {
  private readonly bases = new Map<number, HistoryBasis>();
  private readonly generated = new Map<number, PastGame[]>();
  /** Championships found without two teams, by when: asked again only after a while (races never qualify). */
  private readonly barren = new Map<number, number>();
  private loaded = false;

  constructor(
    private readonly repository: StatisticsRepository,
    private readonly feed: FeedLookup,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  /** Loads the stored bases and stores those of championships the feed names for the first time. */
  async ensureBases(champIds: readonly number[] = this.feed.champs().map((c) => c.id)): Promise<void> {
    if (!this.loaded) {
      for (const basis of await this.repository.bases()) this.bases.set(basis.champId, basis);
      this.loaded = true;
    }
    const now = this.clock.nowMs();
    const missing = champIds.filter(
      (id) => !this.bases.has(id) && now - (this.barren.get(id) ?? -Infinity) > RETRY_BARREN_MS,
    );
    if (missing.length === 0) return;
    const fresh = await this.proposeBases(missing);
    for (const id of missing) if (!fresh.some((basis) => basis.champId === id)) this.barren.set(id, now);
    if (fresh.length === 0) return;
    await this.repository.addBases(fresh);
    for (const basis of await this.repository.bases()) this.bases.set(basis.champId, basis);
  }

  basis(champId: number): HistoryBasis | undefined {
    return this.bases.get(champId);
  }

  /** Every game of a championship, generated and recorded, oldest first. */
  async champGames(champId: number): Promise<PastGame[]> {
    await this.ensureBases([champId]);
    const recorded = await this.repository.resultsOfChamps([champId]);
    return [...this.generatedOf(champId), ...recorded].sort((a, b) => a.startMs - b.startMs);
  }

  /** A team's last games, newest first; with `opponentId` only the meetings of the two. */
  async teamGames(teamId: number, limit: number, opponentId?: number): Promise<PastGame[]> {
    await this.ensureBases(this.champsOfTeam(teamId));
    const involved = (g: PastGame) =>
      (g.home === teamId || g.away === teamId) &&
      (opponentId === undefined || g.home === opponentId || g.away === opponentId);
    const generated = [...this.bases.values()]
      .filter(
        (b) => b.teamIds.includes(teamId) && (opponentId === undefined || b.teamIds.includes(opponentId)),
      )
      .flatMap((b) => this.generatedOf(b.champId).filter(involved));
    const recorded = await this.repository.resultsOfTeam(teamId, limit, opponentId);
    return [...recorded, ...generated].sort(newestFirst).slice(0, limit);
  }

  private champsOfTeam(teamId: number): number[] {
    const champs = new Set<number>();
    for (const game of this.feed.games()) {
      if (game.homeTeamId === teamId || game.awayTeamId === teamId) champs.add(game.champId);
    }
    return [...champs];
  }

  /** A basis per championship with two teams or more: its teams so far, anchored at its first game's day. */
  private async proposeBases(champIds: readonly number[]): Promise<HistoryBasis[]> {
    const wanted = new Set(champIds);
    const seen = new Map<number, { teams: Set<number>; earliest: number }>();
    const take = (champId: number, home: number, away: number, startMs: number) => {
      const entry = seen.get(champId) ?? { teams: new Set<number>(), earliest: this.clock.nowMs() };
      // Races name no sides (0) and keep no seasons of pairings.
      for (const id of [home, away]) if (this.feed.team(id)) entry.teams.add(id);
      entry.earliest = Math.min(entry.earliest, startMs);
      seen.set(champId, entry);
    };
    for (const game of this.feed.games()) {
      if (wanted.has(game.champId)) take(game.champId, game.homeTeamId, game.awayTeamId, game.startAt * 1000);
    }
    for (const result of await this.repository.resultsOfChamps(champIds)) {
      take(result.champId, result.home, result.away, result.startMs);
    }
    return [...seen]
      .filter(([, entry]) => entry.teams.size >= 2)
      .map(([champId, entry]) => ({
        champId,
        anchorMs: Math.floor(entry.earliest / DAY_MS) * DAY_MS,
        teamIds: [...entry.teams].sort((a, b) => a - b),
      }));
  }

  private generatedOf(champId: number): PastGame[] {
    const cached = this.generated.get(champId);
    if (cached) {
      // Re-inserted so the map's order is the order of use.
      this.generated.delete(champId);
      this.generated.set(champId, cached);
      return cached;
    }
    const basis = this.bases.get(champId);
    const champ = this.feed.champ(champId);
    const games =
      basis && champ
        ? generateHistory(
            basis,
            sportProfile(champ.sportId).score,
            (id) => this.feed.team(id)?.rating ?? 1500,
            this.random.fork(`history:${champId}`),
          )
        : [];
    this.generated.set(champId, games);
    if (this.generated.size > CACHED_CHAMPS) this.generated.delete(this.generated.keys().next().value!);
    return games;
  }
}
