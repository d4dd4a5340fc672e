import type { Random } from '@sportsbook/core/random/seeded-random';

/** A Poisson count (Knuth's method: the rates drawn per tick are small). */
export function poissonDraw(mean: number, random: Random): number {
  if (mean <= 0) return 0;
  if (mean > 30) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normalDraw(random)));
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random.next();
  while (product > limit) {
    count++;
    product *= random.next();
  }
  return count;
}

/** A standard normal draw (Box-Muller). */
export function normalDraw(random: Random): number {
  return Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
}

/** `count` moments uniformly in [from, to), in order. */
export function momentsBetween(count: number, from: number, to: number, random: Random): number[] {
  return Array.from({ length: count }, () => from + random.next() * (to - from)).sort((a, b) => a - b);
}

export function pick<T>(items: readonly T[], random: Random): T {
  return items[random.int(0, items.length - 1)];
}

/** Fisher-Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
