import { SEARCH_MAX_LENGTH } from '../constants/list-size.constants';

/** Cuts a search query to `maxLength` characters (100 by default), never splitting an emoji or other pair. */
export function limitSearchInput(value: string, maxLength: number = SEARCH_MAX_LENGTH): string {
  const characters = Array.from(value);
  return characters.length <= maxLength ? value : characters.slice(0, maxLength).join('');
}
