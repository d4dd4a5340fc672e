import { createContext, useContext } from 'react';
import type { FeedKind } from '../model/feed-types';
import { champPath, gamePath, type GameRef } from '../model/game-links';

export interface ListLinks {
  game: (lang: string, kind: FeedKind, game: GameRef) => string;
  champ: typeof champPath;
}

/**
 * Where the rows of a list lead: the sportsbook's game and championship pages, unless a section with pages of
 * its own (cricket) provides its own, so a player browsing that section stays in it.
 */
export const ListLinksContext = createContext<ListLinks>({ game: gamePath, champ: champPath });

export const useListLinks = (): ListLinks => useContext(ListLinksContext);
