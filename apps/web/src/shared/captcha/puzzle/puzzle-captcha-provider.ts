import { closeModalsByName, useModalStore } from '../../ui/modal/modal.store';
import { CaptchaDismissedError, type CaptchaProvider } from '../captcha-provider';

/** Its name in the app's modal registry. */
const PUZZLE_CAPTCHA_MODAL = 'puzzleCaptcha';

/** What the puzzle's popup gets: where to hand the token before it closes. */
export interface PuzzleCaptchaArgs {
  onSolved: (token: string) => void;
}

/**
 * The puzzle in a popup over whatever is open. However the popup goes away (solved, closed by the player,
 * its code failing to load), the promise settles: with the token if it was solved, else as dismissed.
 */
export const puzzleCaptchaProvider: CaptchaProvider = {
  requestCaptchaToken: () =>
    new Promise((resolve, reject) => {
      // A popup still open belongs to an earlier request; that one ends dismissed.
      closeModalsByName(PUZZLE_CAPTCHA_MODAL);
      let token: string | undefined;
      const args: PuzzleCaptchaArgs = { onSolved: (solved) => (token = solved) };
      const id = useModalStore.getState().openModal(PUZZLE_CAPTCHA_MODAL, args, { over: true });
      const unsubscribe = useModalStore.subscribe(({ records }) => {
        if (records.some((record) => record.id === id)) return;
        unsubscribe();
        if (token) resolve(token);
        else reject(new CaptchaDismissedError());
      });
    }),
};
