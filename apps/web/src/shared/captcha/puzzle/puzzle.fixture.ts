import { json, type Handler } from '../../../test/mock-server';

/** A puzzle challenge as /puzzle-api/v1/puzzle answers it; tests override what they look at. */
export function puzzleChallenge(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    id: 'p1',
    width: 300,
    height: 150,
    piece_size: 40,
    y: 10,
    background: 'data:,',
    piece: 'data:,',
    ...overrides,
  };
}

/** The puzzle server of a test: every challenge the same, every answer right, with one token. */
export const solvedPuzzleRoutes: Readonly<Record<string, Handler>> = {
  'GET /puzzle-api/v1/puzzle': () => json({ data: puzzleChallenge() }),
  'POST /puzzle-api/v1/puzzle/verify': () => json({ data: { token: 'solved-token' } }),
};
