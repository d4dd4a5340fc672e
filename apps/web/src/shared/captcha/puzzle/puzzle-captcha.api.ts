import { httpRequest } from '../../http/http-client';

const PUZZLE_API = '/puzzle-api/v1/puzzle';

/** A challenge of our puzzle captcha: pictures as data URLs, sizes in the pictures' own pixels. */
export interface PuzzleChallenge {
  id: string;
  width: number;
  height: number;
  piece_size: number;
  /** The piece's row; only its column is the player's to find. */
  y: number;
  background: string;
  piece: string;
}

export async function fetchPuzzle(lang: string, signal?: AbortSignal): Promise<PuzzleChallenge> {
  return (await httpRequest<{ data: PuzzleChallenge }>({ url: PUZZLE_API, query: { lng: lang }, signal }))
    .data;
}

/** Any answer uses the challenge up; a right one gives the single-use token (a wrong one: 403 CAPTCHA_INVALID). */
export async function verifyPuzzle(id: string, x: number): Promise<string> {
  return (
    await httpRequest<{ data: { token: string } }>({
      url: `${PUZZLE_API}/verify`,
      method: 'POST',
      body: { id, x },
    })
  ).data.token;
}
