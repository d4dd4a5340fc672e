import { defineSport } from '../core/sport';
import { simulateGoalGame } from '../models/goal-simulation';
import { FOOTBALL_CATALOGUE } from './football.catalogue';
import { FOOTBALL_SEGMENTS, footballModel, type FootballInput } from './football.model';

/** Football: prices, settles and plays out games (the rest of a game in play) from one model. */
export const football = defineSport(FOOTBALL_CATALOGUE, footballModel, (input: FootballInput, random) =>
  simulateGoalGame(footballModel(input), FOOTBALL_SEGMENTS, random, input.state),
);
