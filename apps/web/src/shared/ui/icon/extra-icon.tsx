import { SvgIcon } from './icon';

/**
 * Icons only forms and account pages use. They live apart from the header's set so their paths load with
 * those (lazy) screens instead of weighing on every first visit.
 */
const EXTRA_PATHS = {
  copy: 'M9 9h10v11H9V9Zm-4 6V4h10',
  calendar: 'M4 6h16v14H4V6Zm0 4h16M8 3v4m8-4v4',
  mail: 'M3 6h18v12H3V6Zm0 0 9 7 9-7',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6l1-7Z',
  social:
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm8 1a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM2.5 20a5.5 5.5 0 0 1 11 0m1.5-4.7A4.5 4.5 0 0 1 21.5 19',
  google:
    'M20.5 12.2c0-.6-.1-1.2-.2-1.7H12v3.3h4.8a4.2 4.2 0 0 1-1.8 2.7v2.2h2.9c1.7-1.6 2.6-3.9 2.6-6.5ZM12 21c2.4 0 4.5-.8 5.9-2.2L15 16.5c-.8.5-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7H4v2.3A9 9 0 0 0 12 21ZM7 13.7a5.4 5.4 0 0 1 0-3.4V8H4a9 9 0 0 0 0 8l3-2.3ZM12 6.6c1.3 0 2.5.5 3.4 1.3l2.6-2.6A9 9 0 0 0 4 8l3 2.3c.7-2.1 2.7-3.7 5-3.7Z',
  chevronEnd: 'm9 6 6 6-6 6',
  gift: 'M4 11h16v9H4v-9Zm-1-4h18v4H3V7Zm9 0v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z',
  cancel: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM5.6 5.6l12.8 12.8',
  key: 'M14 10a4 4 0 1 0-3.9 4H11l1 1h1.5v1.5H15V18h2v2h3v-3l-6.3-6.3c.2-.2.3-.5.3-.7Z',
  desktop: 'M3 4h18v12H3V4Zm5 16h8m-4-4v4',
  bell: 'M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4h4',
  idea: 'M9 18h6m-5 3h4m-2-18a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3Z',
  send: 'M21 3 10 14M21 3l-7 18-4-7-7-4 18-7Z',
  sliders: 'M4 6h10m4 0h2M4 12h4m4 0h8M4 18h12m4 0h0M14 4v4M8 10v4m8 2v4',
  plus: 'M12 5v14M5 12h14',
  edit: 'M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4',
} as const;

export type ExtraIconName = keyof typeof EXTRA_PATHS;

export function isExtraIconName(name: string): name is ExtraIconName {
  return Object.hasOwn(EXTRA_PATHS, name);
}

interface ExtraIconProps {
  name: ExtraIconName;
  size?: number;
  className?: string;
  label?: string;
}

export function ExtraIcon({ name, ...rest }: ExtraIconProps) {
  return <SvgIcon path={EXTRA_PATHS[name]} {...rest} />;
}
