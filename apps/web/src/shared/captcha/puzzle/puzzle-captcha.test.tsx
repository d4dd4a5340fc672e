import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/query-client';
import { json, mockServer, type Handler } from '../../../test/mock-server';
import { ModalHost, type ModalRegistry } from '../../ui/modal/modal-host';
import { CaptchaDismissedError } from '../captcha-provider';
import { PuzzleCaptchaModal } from './puzzle-captcha-modal';
import { puzzleCaptchaProvider } from './puzzle-captcha-provider';
import { puzzleChallenge } from './puzzle.fixture';

/** The server's puzzles: each new one has its own id and picture; only `gap` (± 5 px) passes. */
function puzzleServer(gap: number) {
  let issued = 0;
  const verify = vi.fn<Handler>(({ body }) => {
    const { id, x } = body as { id: string; x: number };
    return id === `p${issued}` && Math.abs(x - gap) <= 5
      ? json({ data: { token: `token-of-${id}` } })
      : json({ message: 'CAPTCHA_INVALID', errors: [{ code: 'CAPTCHA_INVALID', detail: 'no' }] }, 403);
  });
  const puzzle = vi.fn<Handler>(() => {
    issued += 1;
    const id = `p${issued}`;
    return json({
      data: puzzleChallenge({
        id,
        y: 60,
        background: `data:image/svg+xml;base64,${id}`,
        piece: `data:image/svg+xml;base64,piece-${id}`,
      }),
    });
  });
  mockServer({
    routes: { 'GET /puzzle-api/v1/puzzle': puzzle, 'POST /puzzle-api/v1/puzzle/verify': verify },
  });
  return { puzzle, verify };
}

function openPuzzle() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ModalHost registry={{ puzzleCaptcha: PuzzleCaptchaModal as ModalRegistry[string] }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  let token: Promise<string> = Promise.resolve('');
  act(() => {
    token = puzzleCaptchaProvider.requestCaptchaToken('login');
  });
  // Handled here: a test ends (and the popup closes) before or without awaiting the outcome.
  token.catch(() => {});
  return token;
}

/** The slider once the challenge's picture is drawn (the slider itself is there from the start). */
async function sliderOf(challengeId: string) {
  await screen.findByRole('img', { name: 'Picture with a gap for the piece' });
  expect(
    screen.getByRole<HTMLImageElement>('img', { name: 'Picture with a gap for the piece' }).src,
  ).toContain(challengeId);
  return screen.getByRole<HTMLInputElement>('slider', { name: 'Piece position' });
}

describe('puzzle captcha', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('moved with the keyboard onto the gap and confirmed with Enter, resolves with the server token', async () => {
    const { verify } = puzzleServer(120);
    const token = openPuzzle();
    expect(await screen.findByRole('dialog', { name: 'Security check' })).toBeTruthy();
    const slider = await sliderOf('p1');
    expect(slider.max).toBe('260');
    expect(document.activeElement).toBe(slider);
    fireEvent.change(slider, { target: { value: '118' } });
    fireEvent.keyDown(slider, { key: 'Enter' });
    await expect(token).resolves.toBe('token-of-p1');
    expect(verify.mock.calls.map(([request]) => request.body)).toEqual([{ id: 'p1', x: 118 }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('dragged onto the gap, verifies when the pointer is let go', async () => {
    const { verify } = puzzleServer(200);
    const token = openPuzzle();
    const slider = await sliderOf('p1');
    fireEvent.pointerDown(slider, { pointerId: 1 });
    fireEvent.change(slider, { target: { value: '150' } });
    fireEvent.change(slider, { target: { value: '203' } });
    expect(verify).not.toHaveBeenCalled();
    fireEvent.pointerUp(slider, { pointerId: 1 });
    await expect(token).resolves.toBe('token-of-p1');
    expect(verify.mock.calls.map(([request]) => request.body)).toEqual([{ id: 'p1', x: 203 }]);
  });

  it('a wrong position says so and loads a new puzzle, which can then be solved', async () => {
    const { puzzle, verify } = puzzleServer(80);
    const token = openPuzzle();
    let slider = await sliderOf('p1');
    fireEvent.change(slider, { target: { value: '200' } });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(await screen.findByText('Not quite. Try this new puzzle.')).toBeTruthy();
    slider = await sliderOf('p2');
    expect(puzzle).toHaveBeenCalledTimes(2);
    expect(slider.value).toBe('0');
    fireEvent.change(slider, { target: { value: '80' } });
    fireEvent.keyDown(slider, { key: 'Enter' });
    await expect(token).resolves.toBe('token-of-p2');
    expect(verify.mock.calls.map(([request]) => request.body)).toEqual([
      { id: 'p1', x: 200 },
      { id: 'p2', x: 80 },
    ]);
  });

  it('the refresh button brings a new puzzle without asking the server to verify', async () => {
    const { verify } = puzzleServer(80);
    void openPuzzle();
    await sliderOf('p1');
    await userEvent.click(screen.getByRole('button', { name: 'New puzzle' }));
    await sliderOf('p2');
    expect(verify).not.toHaveBeenCalled();
  });

  it('closed without solving, rejects with Dismissed captcha', async () => {
    puzzleServer(80);
    const token = openPuzzle();
    await sliderOf('p1');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(token).rejects.toThrow(CaptchaDismissedError);
    await expect(token).rejects.toThrow('Dismissed captcha');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
