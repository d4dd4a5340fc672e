import { useEffect } from 'react';
import { useSiteConfig } from '../../../shared/site-config/site-config.api';
import { postToHost } from './host-channel';

/**
 * The page's own title (the teams, the championship) for the window and the host (SetDocumentTitle). The
 * route's generic title is written by the layout after the page mounts, so this one follows it.
 */
export function usePageTitle(title: string | undefined): void {
  const { global } = useSiteConfig();
  useEffect(() => {
    if (!title) return;
    queueMicrotask(() => {
      document.title = `${title} | ${global.name}`;
    });
    postToHost({ type: 'SetDocumentTitle', title });
  }, [title, global.name]);
}
