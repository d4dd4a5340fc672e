import { meanOf, type Points } from '../core/points';

export type LineChooser = (points: Points) => readonly number[];

/**
 * Lines that follow the expected value, so a live total still offers lines around the likely final count:
 * `count` lines each side of the half line nearest the mean (for a handicap, of minus the mean margin),
 * `step` apart (0.25 gives half, quarter and whole lines), never below `min`.
 */
export function lineLadder(options: {
  step: number;
  count: number;
  handicap?: boolean;
  min?: number;
}): LineChooser {
  const { step, count, handicap = false, min = -Infinity } = options;
  return (points) => {
    const target = handicap ? -meanOf(points) : meanOf(points);
    const centre = Math.round(target - 0.5) + 0.5;
    const lines: number[] = [];
    for (let i = -count; i <= count; i++) {
      const line = centre + i * step;
      if (line >= min) lines.push(line);
    }
    return lines;
  };
}

/** Fixed lines, whatever the distribution. */
export function fixedLines(lines: readonly number[]): LineChooser {
  return () => lines;
}
