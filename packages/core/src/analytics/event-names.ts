import { ANALYTICS_EVENT, REGISTRATION_EVENT } from '../constants/analytics.constants';

const NAMES = new Map<number, string>([
  ...Object.entries(ANALYTICS_EVENT).map(([name, id]) => [id, name] as const),
  // After the range bounds, so 1001 and 1013 read as the steps they are.
  ...Object.entries(REGISTRATION_EVENT).map(([name, id]) => [id, `REGISTRATION_${name}`] as const),
]);

/** The catalogue's name of an event id (`LOGIN`, `REGISTRATION_SUBMITTED`), null for an id it lacks. */
export function analyticsEventName(id: number): string | null {
  return NAMES.get(id) ?? null;
}
