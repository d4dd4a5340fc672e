import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { frameAddressOf } from '@sportsbook/core/statistics/frame-path';
import { statisticsPagePath, type StatisticsTarget } from '@sportsbook/core/statistics/statistics-url';
import { useLang } from '../../../shared/i18n/use-lang';
import { useFrameState } from '../frame/frame-state.store';

/** Whether the host keeps the history: the frame then replaces its own entries instead of adding them. */
export function useHostKeepsHistory(): boolean {
  return useFrameState((state) => state.embedded && state.settings.syncHistoryWithIframe);
}

/** The address of a statistics page that keeps the frame's settings (theme, listener id, ...) in its query. */
export function useStatisticsHref() {
  const lang = useLang();
  const { search } = useLocation();
  return (target: StatisticsTarget, extraQuery = '') => {
    const path = statisticsPagePath(target);
    const withQuery = extraQuery ? `${path}${path.includes('?') ? '&' : '?'}${extraQuery}` : path;
    return frameAddressOf(lang, withQuery, search);
  };
}

interface StatLinkProps {
  to: StatisticsTarget;
  /** Context the page needs beyond its path (a player's game: `game=123`). */
  query?: string;
  className?: string;
  /** The link to the page on screen (a tab). */
  current?: boolean;
  children: ReactNode;
}

/** A link between statistics pages; a bad id renders the text without a link rather than breaking the page. */
export function StatLink({ to, query, className, current, children }: StatLinkProps) {
  const href = useStatisticsHref();
  const replace = useHostKeepsHistory();
  let target: string;
  try {
    target = href(to, query);
  } catch {
    return <span className={className}>{children}</span>;
  }
  return (
    <Link to={target} replace={replace} className={className} aria-current={current ? 'page' : undefined}>
      {children}
    </Link>
  );
}
