/** Minutes since midnight of `HH:mm`. */
const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/**
 * Whether support is staffed at a moment (ACC-27): between start and end, across midnight when end comes
 * first; equal times mean round the clock.
 */
export function isSupportOpen(start: string, end: string, at: Date): boolean {
  const from = minutesOf(start);
  const to = minutesOf(end);
  if (from === to) return true;
  const now = at.getUTCHours() * 60 + at.getUTCMinutes();
  return from < to ? now >= from && now < to : now >= from || now < to;
}
