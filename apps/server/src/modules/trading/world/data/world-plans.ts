import type { ChampPlan } from '../world.types';
import { CYBER_AND_OUTRIGHT_CHAMPS } from './champs-cyber-and-outright.data';
import { FOOTBALL_CHAMPS } from './champs-football.data';
import { INDIVIDUAL_CHAMPS } from './champs-individual.data';
import { TEAM_SPORT_CHAMPS } from './champs-team-sports.data';
import { every, events } from './schedules';

export type WorldSize = 'full' | 'small';

const FULL: readonly ChampPlan[] = [
  ...FOOTBALL_CHAMPS,
  ...TEAM_SPORT_CHAMPS,
  ...INDIVIDUAL_CHAMPS,
  ...CYBER_AND_OUTRIGHT_CHAMPS,
];

const TWO_DAYS = 48;

/**
 * The small world tests run on: one championship of each engine family with few participants and a busy
 * two-day calendar (rounds every few hours from midnight UTC, so some games are always live).
 */
const SMALL_OVERRIDES: Readonly<Record<string, Partial<ChampPlan>>> = {
  'football.gb.1': { teams: 6, schedule: every(6, [0, 0, 0], TWO_DAYS) },
  'hockey.ru.khl': { teams: 6, schedule: every(8, [0.5, 0.5, 0.5], TWO_DAYS) },
  'basketball.euroleague': { teams: 6, schedule: every(8, [1, 1, 1], TWO_DAYS) },
  'tennis.atp.dubai': { teams: 8, schedule: every(12, [0, 0, 1.5, 1.5], TWO_DAYS) },
  'table-tennis.cz.pro': { teams: 4, schedule: every(1, [0, 0], 6) },
  'esports.cs2.pro': { teams: 4, schedule: every(6, [0, 0], TWO_DAYS) },
  'ufc.lightweight': { teams: 4, schedule: every(12, [0, 0], TWO_DAYS) },
};

function smallPlans(): ChampPlan[] {
  const plans = FULL.filter((plan) => plan.key in SMALL_OVERRIDES).map((plan) => ({
    ...plan,
    ...SMALL_OVERRIDES[plan.key],
  }));
  const ascot = FULL.find((plan) => plan.key === 'horse-racing.ascot')!;
  const schedule = ascot.schedule.kind === 'events' ? ascot.schedule : undefined;
  return [
    ...plans,
    {
      ...ascot,
      teams: 6,
      schedule: events({ everyMinutes: 60, field: 5, horizonHours: 6, titles: schedule?.titles ?? [] }),
    },
  ];
}

export function champPlans(size: WorldSize): readonly ChampPlan[] {
  return size === 'full' ? FULL : smallPlans();
}
