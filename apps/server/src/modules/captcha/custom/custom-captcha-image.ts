import { randomInt } from 'node:crypto';
import { svgDataUrl } from '../svg-data-url';

/** Characters a person cannot mistake for one another: 0, O, 1, I, 2, Z, 5, S, 8, B, G, D and Q are left out. */
const ALPHABET = '34679ACEFHKLMNPRTUVWXY';
export const CUSTOM_CAPTCHA_LENGTH = 5;
const WIDTH = 160;
const HEIGHT = 48;
/** Pixels per unit of the 4 x 6 glyph grid. */
const UNIT = 5;

/**
 * A stroke font on a 4 x 6 grid, so the picture holds paths, not text to read back. Each glyph is its strokes
 * separated by "|", each stroke its points as "xy" digit pairs.
 */
const GLYPHS: Readonly<Record<string, string>> = {
  '3': '00 40 23 44 45 36 16 05',
  '4': '36 30 04 44',
  '6': '40 10 02 05 16 36 45 44 33 03',
  '7': '00 40 16',
  '9': '43 13 02 01 10 30 41 45 36 06',
  A: '06 20 46 | 13 33',
  C: '40 10 01 05 16 46',
  E: '40 00 06 46 | 03 33',
  F: '40 00 06 | 03 33',
  H: '00 06 | 40 46 | 03 43',
  K: '00 06 | 40 04 | 13 46',
  L: '00 06 46',
  M: '06 00 23 40 46',
  N: '06 00 46 40',
  P: '06 00 30 41 42 33 03',
  R: '06 00 30 41 42 33 03 | 23 46',
  T: '00 40 | 20 26',
  U: '00 05 16 36 45 40',
  V: '00 26 40',
  W: '00 16 22 36 40',
  X: '00 46 | 40 06',
  Y: '00 23 40 | 23 26',
};

const strokesOf = (char: string): [number, number][][] =>
  GLYPHS[char]!.split('|').map((stroke) =>
    stroke
      .trim()
      .split(' ')
      .map((point): [number, number] => [Number(point[0]), Number(point[1])]),
  );

/** A random value in [-spread, spread], to two decimals. */
const jitter = (spread: number) => randomInt(-spread * 100, spread * 100 + 1) / 100;

export function randomCustomCaptchaText(): string {
  return Array.from({ length: CUSTOM_CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** One glyph: every point moved a little, the whole turned and placed with some play. */
function glyph(char: string, index: number): string {
  const angle = (jitter(18) * Math.PI) / 180;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const centreX = 24 + index * 28 + jitter(3);
  const centreY = 24 + jitter(3);
  const path = strokesOf(char)
    .map((stroke) => {
      const points = stroke.map(([x, y]) => {
        const dx = (x - 2 + jitter(0.25)) * UNIT;
        const dy = (y - 3 + jitter(0.25)) * UNIT;
        return `${(centreX + dx * cos - dy * sin).toFixed(1)},${(centreY + dx * sin + dy * cos).toFixed(1)}`;
      });
      return `M${points.join('L')}`;
    })
    .join('');
  return `<path d="${path}" stroke="hsl(${randomInt(360)},55%,28%)" stroke-width="${(2.5 + jitter(0.5)).toFixed(2)}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** Curves and dots across the text, so the glyphs do not stand apart cleanly. */
function noise(): string {
  let shapes = '';
  for (let i = 0; i < 4; i += 1)
    shapes += `<path d="M0,${randomInt(HEIGHT)} C${randomInt(WIDTH)},${randomInt(HEIGHT)} ${randomInt(WIDTH)},${randomInt(HEIGHT)} ${WIDTH},${randomInt(HEIGHT)}" stroke="hsl(${randomInt(360)},40%,45%)" stroke-width="1.2" fill="none" opacity="0.7"/>`;
  for (let i = 0; i < 30; i += 1)
    shapes += `<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="${randomInt(1, 3)}" fill="hsl(${randomInt(360)},40%,50%)" opacity="0.5"/>`;
  return shapes;
}

/**
 * The custom captcha's picture as an SVG data URL. Like the puzzle it deters casual abuse, not a determined
 * bot: distorted paths are harder to read back than text, yet a script could still decode them.
 */
export function drawCustomCaptcha(text: string): string {
  const background = `<rect width="${WIDTH}" height="${HEIGHT}" fill="hsl(${randomInt(360)},30%,90%)"/>`;
  return svgDataUrl(`${background}${noise()}${[...text].map(glyph).join('')}`, WIDTH, HEIGHT);
}
