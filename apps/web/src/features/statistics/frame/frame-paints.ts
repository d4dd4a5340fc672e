/**
 * The frame's colour schemes (paintId, query `pt`): the accent a host may pick to match its own site; any
 * other id keeps the partner's accent.
 */
export const FRAME_PAINTS: Readonly<Record<number, string>> = {
  1: '#1e6fd9',
  2: '#16a05b',
  3: '#e07b00',
  4: '#8a5cf6',
  5: '#d6336c',
};
