/** Outline icons on a 24 px grid, drawn with the current text colour. */
const PATHS = {
  sports:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.2 3.3 2.4-1.3 3.9h-4l-1.3-3.9L12 7.2ZM12 3v4.2M20.6 9.6l-5.3 0M3.4 9.6h5.3M14 13.5l2.6 6.2M10 13.5l-2.6 6.2',
  live: 'M12 14a2 2 0 1 0 0-4 2 2 0 0 0 0 4Zm-4.2-6.2a6 6 0 0 0 0 8.4m8.4 0a6 6 0 0 0 0-8.4M5 5a10 10 0 0 0 0 14m14 0a10 10 0 0 0 0-14',
  casino:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0-4v4m0 10v4M3 12h4m10 0h4M5.6 5.6l2.9 2.9m7 7 2.9 2.9m0-12.8-2.9 2.9m-7 7-2.9 2.9',
  liveCasino:
    'M8 4h9a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm4.5 5-2 3 2 3 2-3-2-3ZM3 7v11a3 3 0 0 0 3 3',
  promo:
    'M4 11h16v9H4v-9Zm-1-4h18v4H3V7Zm9 0v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z',
  esports:
    'M7 8h10a4 4 0 0 1 3.9 4.8l-.8 3.8a2 2 0 0 1-3.4 1L14.5 15h-5l-2.2 2.6a2 2 0 0 1-3.4-1l-.8-3.8A4 4 0 0 1 7 8Zm1 3v3m-1.5-1.5h3M15 12h.01M17 13.5h.01',
  virtual: 'M3 5h18v11H3V5Zm5 15h8m-4-4v4m-2-11 4 2.5-4 2.5V9Z',
  toto: 'M4 7a2 2 0 0 0 2-2h12a2 2 0 0 0 2 2v2a3 3 0 0 0 0 6v2a2 2 0 0 0-2 2H6a2 2 0 0 0-2-2v-2a3 3 0 0 0 0-6V7Zm6-2v14',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0V4Zm8 1h3v2a3 3 0 0 1-3 3M8 5H5v2a3 3 0 0 0 3 3m4 3v4m-4 3h8m-6-3h4',
  results: 'M5 4h14v16H5V4Zm4 5h6m-6 4h6m-6 4h3',
  menu: 'M4 6h16M4 12h16M4 18h16',
  coupon: 'M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6m-6 4h6m-6 4h3',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm0-14v2m0 16v2M4.9 4.9l1.4 1.4m11.4 11.4 1.4 1.4M2 12h2m16 0h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z',
  chevronDown: 'm6 9 6 6 6-6',
  chevronStart: 'm15 6-6 6 6 6',
  close: 'M6 6l12 12M18 6 6 18',
  arrowUp: 'M12 19V5m-6 6 6-6 6 6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4 4',
  lock: 'M6 11h12v9H6v-9Zm2 0V8a4 4 0 1 1 8 0v3',
  logout: 'M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4m-4 4h10',
  wallet: 'M4 7h15a1 1 0 0 1 1 1v11H5a1 1 0 0 1-1-1V7Zm0 0 11-3v3m2 7h.01',
  home: 'M4 11 12 4l8 7v9h-5v-6H9v6H4v-9Z',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9h.01',
  check: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6',
  alert: 'M12 4 2.8 20h18.4L12 4Zm0 6v4m0 3h.01',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM9 9l6 6m0-6-6 6',
  question:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-2.5-11.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14m0 3h.01',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  shield: 'M12 3 5 6v6c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9V6l-7-3Zm-3 9 2 2 4-4',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2',
  phone: 'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1Zm3 15h2',
  tools: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L4 17v3h3l5.3-5.3a4 4 0 0 0 5.4-5.4l-2.4 2.4-2.6-.4-.4-2.6 2.4-2.4Z',
} as const;

export type IconName = keyof typeof PATHS;

interface SvgIconProps {
  /** Outline path data on the 24 px grid. */
  path: string;
  size?: number;
  className?: string;
  /** Icons are decorative unless given a label. */
  label?: string;
}

/** The outline look every icon set shares; the sets differ only in where their paths are loaded from. */
export function SvgIcon({ path, size = 20, className, label }: SvgIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

export function Icon({ name, ...rest }: Omit<SvgIconProps, 'path'> & { name: IconName }) {
  return <SvgIcon path={PATHS[name]} {...rest} />;
}
