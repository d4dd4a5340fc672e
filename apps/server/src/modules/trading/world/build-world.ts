import { createSeededRandom } from '@sportsbook/core/random/seeded-random';
import type { FeedSport, FeedTeam } from '../../feed/feed-model';
import { SPORTS } from './data/sports.data';
import { champPlans, type WorldSize } from './data/world-plans';
import { rosterOf, type CountryLookup, type RosterCursor } from './roster';
import { ESPORTS_PLAYER_COUNTRIES, squadOf } from './squads';
import type { World, WorldChamp, WorldPlayer } from './world.types';

/** First ids of each kind (FEED-PLAN.md); games take theirs from 600000001 as the calendar creates them. */
export const FIRST_ID = { champ: 100001, team: 1000001, player: 3000001, season: 20260001, stage: 30000001 };

/** Every ISO country code the world names or places something in, for the reference lookup. */
export function worldCountryCodes(size: WorldSize): string[] {
  const codes = new Set<string>(ESPORTS_PLAYER_COUNTRIES);
  for (const plan of champPlans(size)) {
    if (plan.country) codes.add(plan.country);
    if (plan.roster.kind !== 'brands') plan.roster.countries.forEach((iso) => codes.add(iso));
  }
  return [...codes].sort();
}

/**
 * The world of the embedded feed, the same for the same seed and size: sports, championships (with their
 * season, stage, format and schedule), teams and players with ratings. Ids are handed out in plan order.
 */
export function buildWorld(seed: number, size: WorldSize, countries: CountryLookup): World {
  const root = createSeededRandom(seed).fork('world');
  const plans = champPlans(size);
  const cursor: RosterCursor = { horses: 0 };
  let teamId = FIRST_ID.team;
  let playerId = FIRST_ID.player;
  const champs: WorldChamp[] = [];
  const teams: FeedTeam[] = [];
  const players: WorldPlayer[] = [];
  plans.forEach((plan, index) => {
    const random = root.fork(plan.key);
    const entrants = rosterOf(plan, random, countries, cursor);
    const champTeams = entrants.map((entrant) => ({
      id: teamId++,
      sportId: plan.sportId,
      countryId: entrant.country ? countries(entrant.country).id : 0,
      names: entrant.names,
      rating: entrant.rating,
      countryIso: entrant.country,
    }));
    if (plan.roster.kind !== 'people') {
      const foreignShare = plan.roster.kind === 'nations' ? 0 : 0.2;
      for (const team of champTeams)
        players.push(
          ...squadOf(
            team,
            { foreignShare, random: random.fork(`squad:${team.id}`), countries },
            () => playerId++,
          ),
        );
    }
    teams.push(...champTeams.map(({ countryIso: _iso, ...team }) => team));
    champs.push({
      id: FIRST_ID.champ + index,
      sportId: plan.sportId,
      countryId: plan.country ? countries(plan.country).id : 0,
      names: plan.names,
      top: plan.top ?? false,
      sort: index + 1,
      seasonId: FIRST_ID.season + index,
      stageId: FIRST_ID.stage + index,
      format: plan.format,
      schedule: plan.schedule,
      teamIds: champTeams.map((t) => t.id),
    });
  });
  const used = new Set(champs.map((c) => c.sportId));
  const sports: FeedSport[] = SPORTS.filter((sport) => used.has(sport.id));
  return { sports, champs, teams, players };
}
