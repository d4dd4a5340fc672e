import type { MouseEvent, ReactNode } from 'react';
import { statisticsUrl, type StatisticsTarget } from '@sportsbook/core/statistics/statistics-url';
import { useLang } from '../../../shared/i18n/use-lang';
import { openStatisticsPopup } from './open-statistics-popup';

interface StatisticsPopupLinkProps {
  to: StatisticsTarget;
  className?: string;
  /** Names the link where its content is an icon. */
  label?: string;
  children: ReactNode;
}

/**
 * A link to a statistics page that opens it in the statistics window; a modified click (new tab) or a
 * blocked pop-up follows the link as usual. Renders nothing for a target with a bad id.
 */
export function StatisticsPopupLink({ to, className, label, children }: StatisticsPopupLinkProps) {
  const lang = useLang();
  let href: string;
  try {
    href = statisticsUrl(lang, to);
  } catch {
    return null;
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (openStatisticsPopup(href)) event.preventDefault();
  };
  return (
    <a href={href} className={className} aria-label={label} onClick={onClick} target="_blank" rel="noopener">
      {children}
    </a>
  );
}
