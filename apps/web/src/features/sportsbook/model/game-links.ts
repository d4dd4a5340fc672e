import type { FeedKind } from './feed-types';

/** A URL word from a name: Latin letters and digits, dashes between words ("England. Premier League" -> "england-premier-league"). */
export function slugOf(name: string | undefined): string {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A path segment `<id>-<slug>`: readable, while only the id counts when the page reads it back. */
export function idSegment(id: number, name?: string): string {
  const slug = slugOf(name);
  return slug ? `${id}-${slug}` : String(id);
}

/** The id at the start of a segment (`1-football` -> 1); undefined when there is none. */
export function idOfSegment(segment: string | undefined): number | undefined {
  const match = /^(\d{1,15})(?:-|$)/.exec(segment ?? '');
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export interface GameRef {
  I: number;
  SI: number;
  LI: number;
  /** English names make the URL the same in every language; the page's own names do when they are missing. */
  SE?: string;
  SN?: string;
  LE?: string;
  L?: string;
  O1E?: string;
  O2E?: string;
  O1?: string;
  O2?: string;
}

export const sportPath = (lang: string, kind: FeedKind, sportId: number, name?: string) =>
  `/${lang}/${kind}/${idSegment(sportId, name)}`;

export const champPath = (
  lang: string,
  kind: FeedKind,
  champ: { SI: number; LI: number; SE?: string; SN?: string; LE?: string; L?: string },
) => `${sportPath(lang, kind, champ.SI, champ.SE ?? champ.SN)}/${idSegment(champ.LI, champ.LE ?? champ.L)}`;

export function gamePath(lang: string, kind: FeedKind, game: GameRef): string {
  const teams = [game.O1E ?? game.O1, game.O2E ?? game.O2].filter(Boolean).join(' ');
  return `${champPath(lang, kind, game)}/${idSegment(game.I, teams)}`;
}
