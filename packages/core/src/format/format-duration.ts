/**
 * A duration as `mm:ss` (spec section 9). Minutes are not wrapped into hours, so a match clock shows
 * 95:30; fractions of a second are dropped; a negative duration (a countdown that overran through clock
 * skew) shows 00:00 rather than a minus sign.
 */
export function formatDuration(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds)) throw new RangeError(`duration must be finite: ${totalSeconds}`);
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
