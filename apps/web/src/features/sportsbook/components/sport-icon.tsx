import { SvgIcon } from '../../../shared/ui/icon/icon';

const BALL = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4.2 3.3 2.4-1.3 3.9h-4l-1.3-3.9L12 7.2Z';
const RACKET = 'M14.5 3.5a6 6 0 0 1 0 8.5l-3 3-4-4 3-3a6 6 0 0 1 4-4.5ZM7.5 11l-4 6.5 3 3 6.5-4M18 18h.01';
const STICK = 'M5 3l6 14h6M17 17a2 2 0 1 0 4 0 2 2 0 0 0-4 0ZM4 21h9';
const HOOP =
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18ZM3 12h18M12 3v18M5.6 5.6c3.5 3.5 3.5 9.3 0 12.8m12.8-12.8c-3.5 3.5-3.5 9.3 0 12.8';
const GLOVE = 'M7 10V6a3 3 0 0 1 3-3h3a4 4 0 0 1 4 4v4a4 4 0 0 1-2 3.5V19H8v-4.5A5 5 0 0 1 7 10Zm0 0h6';
const PAD =
  'M7 8h10a4 4 0 0 1 3.9 4.8l-.8 3.8a2 2 0 0 1-3.4 1L14.5 15h-5l-2.2 2.6a2 2 0 0 1-3.4-1l-.8-3.8A4 4 0 0 1 7 8Zm1 3v3m-1.5-1.5h3';
const BAT = 'M4 20l3-3m0 0 10-10a2.1 2.1 0 0 1 3 3L10 20H7v-3ZM17 20a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z';
const NET = 'M3 8h18M3 12h18M3 16h18M6 6v12M10 6v12m4-12v12m4-12v12';
const EGG = 'M12 3c4 0 7 5 7 10a7 7 0 0 1-14 0c0-5 3-10 7-10Zm-4 8 8-3m-8 7 8-3';
const FLAG = 'M5 21V4m0 0h12l-2 4 2 4H5';
const HORSE = 'M6 20v-6l3-5 1-5 3 3h3l3 3-2 2-3-1-2 3v6';
const CROWN = 'M4 18h16M5 18l-1-10 5 4 3-6 3 6 5-4-1 10';
const TROPHY = 'M8 4h8v5a4 4 0 0 1-8 0V4Zm8 1h3v2a3 3 0 0 1-3 3M8 5H5v2a3 3 0 0 0 3 3m4 3v4m-4 3h8';

const BY_SPORT: Record<number, string> = {
  1: BALL,
  14: BALL,
  85: PAD,
  2: STICK,
  27: STICK,
  3: HOOP,
  89: PAD,
  4: RACKET,
  10: RACKET,
  16: RACKET,
  5: BAT,
  66: BAT,
  6: NET,
  8: BALL,
  7: EGG,
  13: EGG,
  28: EGG,
  9: GLOVE,
  56: GLOVE,
  53: GLOVE,
  189: GLOVE,
  40: PAD,
  144: PAD,
  18: FLAG,
  26: FLAG,
  36: FLAG,
  44: HORSE,
  11: CROWN,
};

/** A sport's pictogram; sports without their own show a trophy. */
export function SportIcon({
  sportId,
  size = 18,
  className,
}: {
  sportId: number;
  size?: number;
  className?: string;
}) {
  return <SvgIcon path={BY_SPORT[sportId] ?? TROPHY} size={size} className={className} />;
}
