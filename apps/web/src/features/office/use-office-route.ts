import { useMatches } from 'react-router';

interface MetaHandle {
  meta: { id: string; titleKey: string };
}

const hasMeta = (handle: unknown): handle is MetaHandle =>
  typeof handle === 'object' && handle !== null && 'meta' in handle;

/** The route table's entry of the office page on screen (its id picks the page, its key the title). */
export function useOfficeRoute(): MetaHandle['meta'] | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (hasMeta(handle)) return handle.meta;
  }
  return undefined;
}
