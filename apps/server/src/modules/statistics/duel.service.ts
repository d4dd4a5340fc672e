import type { z } from 'zod';
import type { statDuelSchema } from '@sportsbook/core/api/feed-responses/statistics-duel.schema';
import { formatOdds } from '@sportsbook/core/odds/format-odds';
import { oddsFormatOfCfview } from '@sportsbook/core/odds/odds-format';
import { headToHeadProbabilities, threeWay, twoWay } from '@sportsbook/core/pricing/index';
import type { Clock } from '../../platform/clock';
import type { Names } from '../feed/feed-model';
import type { FeedLookup } from '../favourites/feed-lookup';
import type { NameLanguage } from '../favourites/localized-name';
import type { SquadBook } from './squad-book';
import { sportProfile, type ScoreModel } from './sport-profiles';
import { badRequest, itemNotFound } from './statistics-errors';

type Duel = z.infer<typeof statDuelSchema>;

interface Member {
  readonly kind: 'team' | 'player';
  readonly sportId: number;
  readonly names: Names;
  readonly rating: number;
}

/** Duel ids live above the feed's game ids, so the two never meet. */
const DUEL_ID_BASE = 1_000_000_000;

/**
 * How often a duel of "which side scores more" ends level: often for players of goal sports (both blank),
 * less for teams, seldom where points come in dozens; never where a winner is always found.
 */
function drawRate(model: ScoreModel, kind: Member['kind']): number {
  if (model.kind === 'goals') return kind === 'player' ? 0.4 : 0.26;
  if (model.kind === 'points') return kind === 'player' ? 0.08 : 0.03;
  return 0;
}

/** Ratings combine as Elo strengths add: two players of 1500 make a side of about 1620. */
function sideRating(members: readonly Member[]): number {
  return 400 * Math.log10(members.reduce((sum, m) => sum + 10 ** (m.rating / 400), 0));
}

function joined(members: readonly Member[], lng: keyof Names): string {
  return members.map((m) => m.names[lng]).join(' + ');
}

/** FNV-1a of the two sides: the same sets always make the same duel id. */
function duelId(first: readonly number[], second: readonly number[]): number {
  const text = `${first.join(',')}|${second.join(',')}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return DUEL_ID_BASE + (hash % DUEL_ID_BASE);
}

/** BuildDuel: two sets of teams or of players priced against each other by the pricing core's head-to-head model. */
export class DuelService {
  constructor(
    private readonly feed: FeedLookup,
    private readonly squads: SquadBook,
    private readonly clock: Clock,
  ) {}

  async build(
    team1Ids: readonly number[],
    team2Ids: readonly number[],
    lng: NameLanguage,
    cfview: number | undefined,
  ): Promise<Duel> {
    if (team1Ids.length === 0 || team2Ids.length === 0)
      throw badRequest('Each side of a duel needs at least one id');
    if (team1Ids.some((id) => team2Ids.includes(id)))
      throw badRequest('A team or player cannot be on both sides');
    const first = await Promise.all(team1Ids.map((id) => this.member(id)));
    const second = await Promise.all(team2Ids.map((id) => this.member(id)));
    const all = [...first, ...second];
    const sportId = all[0]!.sportId;
    if (all.some((m) => m.kind !== all[0]!.kind || m.sportId !== sportId)) {
      throw badRequest('A duel sets teams against teams or players against players of one sport');
    }
    const input = headToHeadProbabilities(
      { home: sideRating(first), away: sideRating(second) },
      { draw: drawRate(sportProfile(sportId).score, all[0]!.kind) },
    );
    const markets = (input.draw ? threeWay : twoWay).price(input);
    const format = cfview === undefined ? undefined : oddsFormatOfCfview(cfview);
    return {
      I: duelId(team1Ids, team2Ids),
      SI: sportId,
      T1: [...team1Ids],
      T2: [...team2Ids],
      O1: joined(first, lng),
      O2: joined(second, lng),
      O1E: joined(first, 'en'),
      O2E: joined(second, 'en'),
      O1R: joined(first, 'ru'),
      O2R: joined(second, 'ru'),
      E: markets.flatMap((market) =>
        market.outcomes.map((o) => ({
          G: o.G,
          T: o.T,
          C: o.price / 1000,
          ...(format && { CV: formatOdds(o.price, format) }),
          ...(o.P !== undefined && o.P !== 0 && { P: o.P }),
        })),
      ),
      WP: { P1: input.home, PX: input.draw ?? 0, P2: input.away },
      S: Math.floor(this.clock.nowMs() / 1000),
    };
  }

  private async member(id: number): Promise<Member> {
    const team = this.feed.team(id);
    if (team) return { kind: 'team', sportId: team.sportId, names: team.names, rating: team.rating };
    const player = await this.squads.player(id);
    const owner = player && this.feed.team(player.teamId);
    if (player && owner)
      return { kind: 'player', sportId: owner.sportId, names: player.names, rating: player.rating };
    throw itemNotFound(`Team or player ${id}`);
  }
}
