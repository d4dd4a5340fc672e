import { z } from 'zod';

/** How many favourites of one kind (games, championships, teams) a player may keep. */
export const FAVOURITES_PER_KIND_MAX = 200;

/**
 * One favourite as GET .../Favorite answers it. `sportId` and `name` (in the player's language) describe
 * the item while the feed knows it; a favourite game the feed has archived keeps its id with nulls.
 */
export const favouriteItemSchema = z.object({
  id: z.number().int().positive(),
  addedAt: z.iso.datetime(),
  sportId: z.number().int().positive().nullable(),
  name: z.string().nullable(),
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

/** Newest first. */
const itemList = z.array(favouriteItemSchema);

/** GET /service-api/favorites/v1/Favorite. */
export const favouritesAllResponseSchema = z.object({
  data: z.object({ games: itemList, champs: itemList, teams: itemList }),
});

/** Every call on one kind (read, add, remove, clear) answers that kind's list after the change. */
export const favouriteListResponseSchema = z.object({ data: itemList });

/** migrate/Games: the merged list, and the guest's ids that were not kept (unknown, finished, over the limit). */
export const favouriteMigrateResponseSchema = z.object({
  data: z.object({ games: itemList, skipped: z.array(z.number().int()) }),
});
