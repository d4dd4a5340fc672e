import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toV1Format } from '@sportsbook/core/registration/field-set-formats';
import { stubElementSizes } from '../../../test/element-size';
import { json, mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { siteConfigFixture } from '../../../test/site-config.fixture';
import { FIELD_SETS, registrationRoutes } from './registration.fixture';

const WRONG = {
  message: 'Some fields are invalid',
  errors: [{ code: 'VALIDATION_FAILED', detail: 'Some fields are invalid' }],
  validation_errors: { custom_captcha: ['validation_captcha_wrong'] },
};

/** One click with the custom captcha: the server refuses the first answer, as for a wrong one. */
function serve() {
  let pictures = 0;
  const picture = vi.fn<Handler>(() => {
    pictures += 1;
    return json({
      data: { custom_captcha_id: `c${pictures}`, image: `data:image/svg+xml;base64,p${pictures}` },
    });
  });
  let submits = 0;
  const submit = vi.fn<Handler>(() =>
    ++submits === 1
      ? json(WRONG, 422)
      : json({ data: { userId: 1001, login: '1001', type: 'fast_reg', password: btoa('pw-12345') } }, 201),
  );
  const fields = [
    ...FIELD_SETS.fast_reg!,
    {
      id: 'custom_captcha',
      name: 'custom_captcha',
      title: 'Characters',
      type: 'custom_captcha' as const,
      required: true,
    },
  ];
  mockServer({
    config: siteConfigFixture('en', { captcha: { captcha_type: 'custom', public_key: '' } }),
    routes: {
      ...registrationRoutes(['fast_reg']),
      'GET /web-api/api/web/registration/v1/fields/fast_reg': () =>
        json({ data: { type: 'registration-fields', attributes: toV1Format(fields) } }),
      'GET /web-api/captcha/custom': picture,
      'POST /web-api/registration/submit': submit,
    },
  });
  return { picture, submit };
}

describe('registration with the custom captcha (AUTH-27)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the picture id and the answer; a refused answer shows its message and a new picture', async () => {
    const { picture, submit } = serve();
    renderApp('/en/registration');
    const image = await screen.findByRole('img', { name: 'Characters to type' });
    expect(image.getAttribute('src')).toBe('data:image/svg+xml;base64,p1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Characters' }), 'ab3cd');
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms and Conditions/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText(
        'The characters do not match the picture, or the picture has expired: type the new one',
      ),
    ).toBeTruthy();
    expect(submit.mock.calls[0]![0].body).toMatchObject({
      custom_captcha_id: 'c1',
      custom_captcha_value: 'ab3cd',
    });
    await vi.waitFor(() => expect(picture).toHaveBeenCalledTimes(2));
    expect((await screen.findByRole('img', { name: 'Characters to type' })).getAttribute('src')).toBe(
      'data:image/svg+xml;base64,p2',
    );
    const answer = screen.getByRole('textbox', { name: 'Characters' });
    await userEvent.clear(answer);
    await userEvent.type(answer, 'XY7PQ');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(2));
    expect(submit.mock.calls[1]![0].body).toMatchObject({
      custom_captcha_id: 'c2',
      custom_captcha_value: 'XY7PQ',
    });
  });
});
