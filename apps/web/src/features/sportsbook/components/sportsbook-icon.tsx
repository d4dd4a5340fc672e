import { SvgIcon } from '../../../shared/ui/icon/icon';

/** Icons of the betting pages, loaded with them rather than with every first visit. */
const PATHS = {
  star: 'm12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z',
  pin: 'M9 4h6l-1 6 3 3v1H7v-1l3-3-1-6Zm3 10v6',
  multi: 'M4 5h7v6H4V5Zm9 0h7v6h-7V5ZM4 13h7v6H4v-6Zm9 3h7m-3.5-3.5v7',
  lock: 'M6 11h12v9H6v-9Zm2 0V8a4 4 0 1 1 8 0v3',
  chevron: 'm6 9 6 6 6-6',
  chevronEnd: 'm9 6 6 6-6 6',
  stats: 'M4 20V10m6 10V4m6 16v-7m4 7H3',
  clock: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4l3 2',
  plus: 'M12 5v14M5 12h14',
  close: 'M6 6l12 12M18 6 6 18',
  calendar: 'M4 6h16v14H4V6Zm0 4h16M8 3v4m8-4v4',
  empty: 'M4 7h16v12H4V7Zm0 0 2-3h12l2 3M9 12h6',
  refresh: 'M20 11a8 8 0 1 0-2.3 5.7M20 5v6h-6',
} as const;

export type SportsbookIconName = keyof typeof PATHS;

export function SportsbookIcon({
  name,
  size = 18,
  className,
  label,
}: {
  name: SportsbookIconName;
  size?: number;
  className?: string;
  label?: string;
}) {
  return <SvgIcon path={PATHS[name]} size={size} className={className} label={label} />;
}
