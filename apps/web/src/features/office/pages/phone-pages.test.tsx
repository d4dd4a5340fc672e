import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { serveOffice } from '../office.fixture';

const refused = (field: string, key: string) =>
  json(
    {
      message: 'Some fields are invalid',
      errors: [{ code: 'VALIDATION_FAILED', detail: 'x' }],
      validation_errors: { [field]: [key] },
    },
    422,
  );

describe('phone pages (ACC-16 to ACC-19)', () => {
  it('changes the phone: the new number split by country, the code, then the security answer', async () => {
    const start = vi.fn<Handler>(() =>
      json({ data: { sent: true, phone: '4915112345678', code_length: 6, resend_in: 60 } }),
    );
    const code = vi.fn<Handler>(() => json({ data: { confirmed: true, phone: '4915112345678' } }));
    let answers = 0;
    const answer = vi.fn<Handler>(() =>
      ++answers === 1
        ? refused('user_answer', 'validation_invalid_value')
        : json({ data: { changed: true, phone: '4915112345678' } }),
    );
    serveOffice({
      'POST /web-api/api/v3/phone-number/update': start,
      'GET /web-api/api/v3/phone-number/update/check-confirm-code': code,
      'GET /web-api/api/v3/phone-number/update/check-user-answer': answer,
    });
    renderApp('/en/office/phone/change');
    const page = within(await screen.findByRole('main'));
    await userEvent.type(
      await page.findByLabelText('New phone number', { selector: 'input' }),
      '+49 151 12345678',
    );
    await userEvent.click(page.getByRole('button', { name: 'Send code' }));
    expect(start.mock.calls[0]![0].body).toEqual({ phone: '15112345678', country_code: '49' });
    const codeInput = await page.findByLabelText(/Code from the SMS/, { selector: 'input' });
    await userEvent.type(codeInput, '123');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    expect(code).not.toHaveBeenCalled();
    await userEvent.type(codeInput, '456');
    await userEvent.click(page.getByRole('button', { name: 'Confirm' }));
    expect(code.mock.calls[0]![0].url.searchParams.get('confirm_code')).toBe('123456');
    const answerInput = await page.findByLabelText('Answer to your security question', { selector: 'input' });
    await userEvent.type(answerInput, 'Tom');
    await userEvent.click(page.getByRole('button', { name: 'Change phone' }));
    expect(await page.findByText('This value is not accepted')).toBeTruthy();
    await userEvent.clear(answerInput);
    await userEvent.type(answerInput, 'Rex');
    await userEvent.click(page.getByRole('button', { name: 'Change phone' }));
    expect(await page.findByText('Phone changed')).toBeTruthy();
    expect(answer.mock.calls[1]![0].url.searchParams.get('user_answer')).toBe('Rex');
  });
});
