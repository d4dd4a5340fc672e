import type { FeedSportShortJson } from '@sportsbook/core/api/feed-responses/feed-sport.schema';
import { useSports } from '../../sportsbook/api/sports.api';

/** Which sports make a section: platform sport ids, or the sports menu sections they sit in (MS). */
export interface SectionSports {
  sportIds?: readonly number[];
  menuSections?: readonly number[];
}

export function sportsOfSection(sports: readonly FeedSportShortJson[], section: SectionSports): number[] {
  const ids = new Set<number>();
  for (const sport of sports) {
    if (
      section.sportIds?.includes(sport.I) ||
      (sport.MS !== undefined && section.menuSections?.includes(sport.MS))
    ) {
      ids.add(sport.I);
    }
  }
  for (const id of section.sportIds ?? []) ids.add(id);
  return [...ids].sort((a, b) => a - b);
}

/** The sports of a section in either feed, with live and pre-match game counts. */
export function useSectionSports(section: SectionSports) {
  const line = useSports('line');
  const live = useSports('live');
  const all = [...(live.data ?? []), ...(line.data ?? [])];
  const ids = sportsOfSection(all, section);
  const count = (list: readonly FeedSportShortJson[] | undefined) =>
    (list ?? []).filter((sport) => ids.includes(sport.I)).reduce((sum, sport) => sum + sport.C, 0);
  return {
    ids,
    ready: !line.isPending && !live.isPending,
    liveCount: count(live.data),
    lineCount: count(line.data),
    sports: all,
  };
}
