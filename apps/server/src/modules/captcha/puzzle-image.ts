import { randomInt } from 'node:crypto';
import { svgDataUrl } from './svg-data-url';

export const PUZZLE_WIDTH = 300;
export const PUZZLE_HEIGHT = 150;
export const PIECE_SIZE = 40;

/** Random circles as the scene, so the gap has something to hide in. */
function scene(): string {
  let shapes = `<rect width="${PUZZLE_WIDTH}" height="${PUZZLE_HEIGHT}" fill="hsl(${randomInt(360)},45%,55%)"/>`;
  for (let i = 0; i < 14; i += 1)
    shapes += `<circle cx="${randomInt(PUZZLE_WIDTH)}" cy="${randomInt(PUZZLE_HEIGHT)}" r="${randomInt(8, 40)}" fill="hsl(${randomInt(360)},60%,${randomInt(30, 75)}%)" opacity="0.8"/>`;
  return shapes;
}

/**
 * The background with a darkened gap at (x, y) and the piece cut from the same scene, as SVG data URLs.
 * The gap's place is drawn, not stated, but an SVG is readable by a script: this deters casual abuse,
 * not a determined bot (a raster renderer would be the next step).
 */
export function drawPuzzle(x: number, y: number): { background: string; piece: string } {
  const body = scene();
  const background = `${body}<rect x="${x}" y="${y}" width="${PIECE_SIZE}" height="${PIECE_SIZE}" rx="6" fill="black" opacity="0.45"/>`;
  const piece = `<clipPath id="p"><rect width="${PIECE_SIZE}" height="${PIECE_SIZE}" rx="6"/></clipPath><g clip-path="url(#p)"><g transform="translate(${-x},${-y})">${body}</g></g>`;
  return {
    background: svgDataUrl(background, PUZZLE_WIDTH, PUZZLE_HEIGHT),
    piece: svgDataUrl(piece, PIECE_SIZE, PIECE_SIZE),
  };
}
