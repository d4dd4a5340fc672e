import { countryIdFromIso, isoFromCountryId } from '@sportsbook/core/reference/reference-ids';
import type { PositionId } from '@sportsbook/core/api/feed-responses/statistics-positions';
import type { Random } from '@sportsbook/core/random/seeded-random';
import type { FeedTeam, Names } from '../feed/feed-model';
import { personName } from '../trading/world/names/person-names';
import type { SquadSpec } from './squad-specs.data';

/** A player as a squad's source gives it: the engine's world, or generated here. */
export interface RosterPlayer {
  readonly names: Names;
  readonly number: number;
  readonly position: PositionId;
  readonly countryId: number;
  readonly rating: number;
}

export interface SquadPlayer extends RosterPlayer {
  /** teamId × 100 + place in the squad: stable, and it names its team. */
  readonly id: number;
  readonly teamId: number;
  readonly age: number;
  readonly heightCm: number;
  readonly weightKg: number;
}

export interface TeamSquad {
  readonly team: FeedTeam;
  /** In the roster's order. */
  readonly players: readonly SquadPlayer[];
  readonly formation: string | undefined;
  readonly starters: readonly SquadPlayer[];
  readonly substitutes: readonly SquadPlayer[];
}

export const PLAYERS_PER_TEAM_ID = 100;
const DEFAULT_HEIGHT: readonly [number, number] = [168, 198];

/** Countries clubs sign players from, besides their own. */
const SIGNED_FROM = ['BR', 'AR', 'FR', 'ES', 'DE', 'PT', 'IT', 'SE', 'CZ', 'TR', 'GB', 'RU'];

export function teamOfPlayer(playerId: number): number {
  return Math.floor(playerId / PLAYERS_PER_TEAM_ID);
}

function homeIso(team: FeedTeam): string {
  try {
    return isoFromCountryId(team.countryId);
  } catch {
    return 'GB';
  }
}

function shirtNumbers(count: number, random: Random): number[] {
  const pool = Array.from({ length: 98 }, (_, i) => i + 2);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return [1, ...pool].slice(0, count);
}

/**
 * A roster for a team the engine gives no players: names in the naming tradition of the team's country (a
 * quarter signed from abroad), ratings around the team's.
 */
export function generateRoster(team: FeedTeam, spec: SquadSpec, random: Random): RosterPlayer[] {
  const iso = homeIso(team);
  const numbers = shirtNumbers(
    spec.roster.reduce((sum, [, n]) => sum + n, 0),
    random,
  );
  return spec.roster.flatMap(([position, n]) =>
    Array.from({ length: n }, () => {
      const origin = random.next() < 0.75 ? iso : SIGNED_FROM[random.int(0, SIGNED_FROM.length - 1)]!;
      return {
        names: personName(origin, 'male', random),
        number: numbers.shift()!,
        position,
        countryId: countryIdFromIso(origin),
        rating: Math.round(team.rating + (random.next() + random.next() - 1) * 150),
      };
    }),
  );
}

/**
 * A team's squad from its roster: public ids, the body details no source gives (age, height, weight, each
 * from the player's own id), and the starters of the formation the team plays, best rated first.
 */
export function makeSquad(
  team: FeedTeam,
  spec: SquadSpec | undefined,
  roster: readonly RosterPlayer[],
  random: Random,
): TeamSquad {
  const height = spec?.height ?? DEFAULT_HEIGHT;
  const players = roster.slice(0, PLAYERS_PER_TEAM_ID - 1).map((player, place): SquadPlayer => {
    const id = team.id * PLAYERS_PER_TEAM_ID + place + 1;
    const body = random.fork(`player:${id}`);
    const heightCm = body.int(height[0], height[1]);
    return {
      ...player,
      id,
      teamId: team.id,
      age: body.int(18, 35),
      heightCm,
      weightKg: Math.round(heightCm - 105 + body.int(-6, 12)),
    };
  });
  const formation = spec?.formations[random.fork('formation').int(0, spec.formations.length - 1)];
  const best = [...players].sort((a, b) => b.rating - a.rating || a.id - b.id);
  const starters = formation
    ? formation.starters.flatMap(([position, n]) => best.filter((p) => p.position === position).slice(0, n))
    : players;
  const chosen = new Set(starters);
  return {
    team,
    players,
    formation: formation?.label,
    starters,
    substitutes: players.filter((p) => !chosen.has(p)),
  };
}
