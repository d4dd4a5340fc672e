import type { FeedSportShortJson } from '@sportsbook/core/api/feed-responses/feed-sport.schema';
import { SPORTS_MENU_SECTION } from '@sportsbook/core/constants/sports-menu.constants';
import type { CyberSection } from '@sportsbook/core/site-config/cyber-section.schema';

export interface CyberTab {
  /** Sports menu section id (SPT-21). */
  id: number;
  /** URL word: the configuration's type label, else the section's own. */
  slug: string;
  labelKey: string;
  sportIds: number[];
}

const OWN_SLUGS: Record<number, string> = {
  [SPORTS_MENU_SECTION.cyberZone]: 'cyber-zone',
  [SPORTS_MENU_SECTION.cyberStream]: 'cyber-stream',
};

/**
 * The cyber area's tabs from the configuration (SPT-24): its sections in order, each with the sports of that
 * sports-menu section. Cyber stream gathers every cyber sport's live games (shown as broadcasts). Sections
 * without a sport are left out.
 */
export function cyberTabs(
  config: CyberSection,
  sports: readonly FeedSportShortJson[],
  liveSportIds: ReadonlySet<number>,
): CyberTab[] {
  const inSection = (id: number) => [
    ...new Set(sports.filter((sport) => sport.MS === id).map((sport) => sport.I)),
  ];
  const cyberSports = [...new Set(config.sections.flatMap(inSection))];
  return config.sections
    .map((id) => {
      const typeLabel = config.typeLabels[String(id)];
      const slug = typeLabel ?? OWN_SLUGS[id] ?? String(id);
      const sportIds =
        id === SPORTS_MENU_SECTION.cyberStream
          ? cyberSports.filter((sport) => liveSportIds.has(sport))
          : inSection(id);
      return {
        id,
        slug,
        labelKey: typeLabel ? `${config.labelPrefix}${typeLabel}` : `specials.cyber.section.${slug}`,
        sportIds: sportIds.sort((a, b) => a - b),
      };
    })
    .filter((tab) => tab.sportIds.length > 0);
}

/** The tab a URL word names: its slug or its section id. */
export function tabOf(tabs: readonly CyberTab[], section: string | undefined): CyberTab | undefined {
  return tabs.find((tab) => tab.slug === section || String(tab.id) === section);
}
