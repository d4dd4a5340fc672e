import { useId } from 'react';
import { statisticsPagePath, type StatisticsTarget } from '@sportsbook/core/statistics/statistics-url';
import { StatisticsFrame } from './statistics-frame';
import { useSiteFrameProps } from './use-site-frame-props';

/**
 * A statistics page framed inside another page of the site (a championship's or a cricket match's page):
 * sized to its content, in the site's theme, language and odds format, betting into the site's coupon.
 */
export function StatisticsBlock({
  target,
  title,
  query,
}: {
  target: StatisticsTarget;
  title: string;
  /** Context the page needs beyond its path (a player's game: `game=123`). */
  query?: string;
}) {
  const listenerId = `block${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const path = statisticsPagePath(target);
  const pagePath = query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
  const props = useSiteFrameProps({ pagePath, title, listenerId });
  return <StatisticsFrame {...props} />;
}
