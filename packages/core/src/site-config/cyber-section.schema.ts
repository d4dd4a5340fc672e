import { z } from 'zod';
import { SPORTS_MENU_GAME_GENRE, SPORTS_MENU_SECTION } from '../constants/sports-menu.constants';

export const cyberSectionSchema = z.object({
  partnerSectionName: z.string().min(1),
  version: z.number().int().positive(),
  /** Sports-menu section ids shown in the cyber area, in order. */
  sections: z.array(z.number().int().positive()),
  /** Section id -> label slug; the label's i18n key is `labelPrefix` + slug. */
  typeLabels: z.record(z.string().regex(/^\d+$/), z.string().min(1)),
  labelPrefix: z.string(),
});
export type CyberSection = z.infer<typeof cyberSectionSchema>;

const GENRE_SLUGS: Record<keyof typeof SPORTS_MENU_GAME_GENRE, string> = {
  sportsSimulators: 'sports-simulators',
  sportsGames: 'sports-games',
  fighting: 'fighting',
  card: 'card',
  shooters: 'shooters',
  onlineRpg: 'online-rpg',
  adventure: 'adventure',
  strategy: 'strategy',
  vehicularCombat: 'vehicular-combat',
  puzzles: 'puzzles',
  others: 'others',
  eSports: 'e-sports',
};

const genres = Object.entries(SPORTS_MENU_GAME_GENRE) as [keyof typeof SPORTS_MENU_GAME_GENRE, number][];

export const CYBER_SECTION_DEFAULTS: CyberSection = {
  partnerSectionName: 'cyber',
  version: 1,
  sections: [SPORTS_MENU_SECTION.cyberZone, SPORTS_MENU_SECTION.cyberStream, ...genres.map(([, id]) => id)],
  typeLabels: Object.fromEntries(genres.map(([key, id]) => [String(id), GENRE_SLUGS[key]])),
  labelPrefix: 'cyber.type.',
};
