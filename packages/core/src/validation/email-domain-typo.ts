/** Mail domains our players use most; a near miss of one is most likely a typo of it. */
export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'icloud.com',
  'aol.com',
  'protonmail.com',
  'gmx.de',
  'mail.ru',
  'yandex.ru',
  'bk.ru',
  'list.ru',
  'inbox.ru',
  'rambler.ru',
  'ukr.net',
];

/**
 * The common domain `domain` is probably a typo of (gmial.com -> gmail.com), or undefined. A near miss is
 * one edit away (a swap of neighbours counts as one), or two for names of 10 characters or more; short
 * names get less slack so that a real domain such as ya.ru is not "corrected" to bk.ru.
 */
export function suggestEmailDomain(domain: string): string | undefined {
  const lower = domain.toLowerCase();
  if (COMMON_EMAIL_DOMAINS.includes(lower)) return undefined;
  const slack = lower.length >= 10 ? 2 : 1;
  let best: { domain: string; distance: number } | undefined;
  for (const candidate of COMMON_EMAIL_DOMAINS) {
    const distance = editDistance(lower, candidate);
    if (distance <= slack && (!best || distance < best.distance)) best = { domain: candidate, distance };
  }
  return best?.domain;
}

/** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0][j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
      }
    }
  }
  return rows[a.length][b.length];
}
