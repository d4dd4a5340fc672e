import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { json, mockServer, playerSession, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';

const EMAIL = 'fresh@example.com';
const session = {
  ...playerSession('fresh'),
  user: { ...playerSession('fresh').user!, id: 41, email: EMAIL },
};

function serve(routes: Record<string, Handler>) {
  return mockServer({ session, routes });
}

const reminder = (show: boolean) => vi.fn<Handler>(() => json({ data: { show, email: EMAIL } }));

describe('the reminder to confirm the e-mail (AUTH-09)', () => {
  beforeEach(() => stubElementSizes());
  afterEach(() => vi.unstubAllGlobals());

  it('opens when the server says it is due, checks the code length, and activates with the letter’s code', async () => {
    const activate = vi.fn<Handler>(() => json({ data: { activated: true, userId: 41 } }));
    serve({
      'POST /web-api/user/repeatActivationPopup': reminder(true),
      'POST /web-api/api/internal/v1/user/activatefast': activate,
    });
    renderApp('/en/');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your e-mail' });
    expect(dialog.textContent).toContain(`Your e-mail ${EMAIL} is not confirmed yet.`);
    const code = within(dialog).getByLabelText('Code from the letter');
    await userEvent.type(code, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm e-mail' }));
    expect(activate).not.toHaveBeenCalled();
    await userEvent.type(code, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm e-mail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(activate.mock.calls[0]![0].body).toEqual({ email: EMAIL, confirm_code: '123456' });
    expect(await screen.findByText('Your e-mail is confirmed')).toBeTruthy();
  });

  it('shows a wrong code on the field, and sends the letter again', async () => {
    const activate = vi.fn<Handler>(() =>
      json(
        {
          message: 'x',
          errors: [{ code: 'VALIDATION_FAILED', detail: 'x' }],
          validation_errors: { confirm_code: ['auth_incorrect_code'] },
        },
        422,
      ),
    );
    const resend = vi.fn<Handler>(() => json({ data: { sent: true, email: EMAIL } }));
    serve({
      'POST /web-api/user/repeatActivationPopup': reminder(true),
      'POST /web-api/api/internal/v1/user/activatefast': activate,
      'POST /web-api/user/sendActivationMail': resend,
    });
    renderApp('/en/');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your e-mail' });
    await userEvent.type(within(dialog).getByLabelText('Code from the letter'), '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm e-mail' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Code from the letter').getAttribute('aria-invalid')).toBe('true'),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the letter again' }));
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    expect(resend).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('stays closed when it is not due, asking once', async () => {
    const asked = reminder(false);
    serve({ 'POST /web-api/user/repeatActivationPopup': asked });
    renderApp('/en/');
    await waitFor(() => expect(asked).toHaveBeenCalledOnce());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
