import { createHmac } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { base32Decode, totp, TOTP_PERIOD_SECONDS } from '@sportsbook/core/auth/totp';
import { test, expect } from '../support/fixtures';

const sha1 = (key: Uint8Array, message: Uint8Array) =>
  new Uint8Array(createHmac('sha1', key).update(message).digest());

/** The code an authenticator app holding `secret` shows `offsetSteps` time steps from now. */
function appCode(secret: string, offsetSteps = 0): string {
  const key = base32Decode(secret);
  expect(key, `a Base32 secret: ${secret}`).toBeTruthy();
  return totp(sha1, key ?? new Uint8Array(), Date.now() + offsetSteps * TOTP_PERIOD_SECONDS * 1000);
}

/** A fresh player through one-click registration, logged in; returns the id and password it shows once. */
async function registerPlayer(page: Page): Promise<{ login: string; password: string }> {
  await page.goto('/en/');
  await page.getByRole('banner').getByRole('button', { name: 'Registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registration' });
  await dialog.getByRole('button', { name: 'Country', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search', exact: true }).fill('Germany');
  await page.getByRole('option', { name: 'Germany' }).first().click();
  await dialog.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await dialog.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  const value = (label: string) =>
    dialog.getByText(label, { exact: true }).locator('xpath=following-sibling::span[1]').textContent();
  const login = ((await value('Account ID')) ?? '').trim();
  const password = ((await value('Password')) ?? '').trim();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  return { login, password };
}

/**
 * Waits until at least `seconds` remain in the current time step, so a code computed now is still in the
 * server's window when the request lands (a slow machine can otherwise cross a step boundary mid-flight).
 */
async function awaitStepRoom(page: Page, seconds = 12): Promise<void> {
  const periodMs = TOTP_PERIOD_SECONDS * 1000;
  const left = periodMs - (Date.now() % periodMs);
  if (left < seconds * 1000) await page.waitForTimeout(left + 200);
}

const card = (page: Page, title: string): Locator => page.getByRole('region', { name: title });

test.describe('account security (en, desktop)', () => {
  test('two-factor: enable with the app code, then login asks for it and refuses a used one', async ({
    page,
    allowProblems,
    saveScreenshot,
  }) => {
    // Registration, setup, logout and two logins, plus a wait of up to 12 s for room in the TOTP step: on a
    // loaded two-core CI machine this journey alone takes close to a minute.
    test.setTimeout(120_000);
    allowProblems(/422 POST .*user\/twoauth/, /status of 422/);
    const account = await registerPlayer(page);
    await page.goto('/en/office/security');
    const twoFactor = card(page, 'Two-factor authentication');
    await twoFactor.getByRole('button', { name: 'Set up' }).click();
    const secret = ((await twoFactor.getByTestId('two-factor-secret').textContent()) ?? '').trim();
    await expect(twoFactor.getByTestId('two-factor-link')).toHaveAttribute('href', /^otpauth:\/\/totp\//);
    await expect(
      twoFactor.getByRole('img', { name: 'QR code to scan with the authenticator app' }),
    ).toHaveAttribute('src', /^data:image\/gif;base64,/);
    await saveScreenshot('security-two-factor-setup');
    // The previous step's code enables; the current step's is left for the login (each step is single-use).
    await awaitStepRoom(page);
    const enableCode = appCode(secret, -1);
    await twoFactor.getByLabel('Code from the app').fill(enableCode);
    await twoFactor.getByRole('button', { name: 'Enable' }).click();
    await expect(twoFactor.getByRole('button', { name: 'Disable' })).toBeVisible();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    // Logged out on an account page, the route guard may open the login dialog itself; start from the home page.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await page.goto('/en/');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.locator('input[name="login"]').fill(account.login);
    await dialog.getByRole('button', { name: 'Log in' }).click();

    const code = dialog.getByLabel('Authenticator code');
    await expect(code).toBeVisible();
    await code.fill(enableCode);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Incorrect code')).toBeVisible();
    await code.fill(appCode(secret));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(account.login);
  });

  test('security question: answer twice, save, and the set question is shown', async ({
    page,
    loginAsDemo,
  }) => {
    await loginAsDemo();
    await page.goto('/en/office/security');
    // The cards above have their answers: nothing moves under the clicks below.
    await expect(page.getByText('No social accounts are linked yet.')).toBeVisible();
    const question = card(page, 'Security question');
    await question.getByRole('button', { name: 'Save' }).click();
    await expect(question.getByText('This field is required').first()).toBeVisible();
    await question.getByRole('button', { name: 'Question', exact: true }).click();
    await page.getByRole('option', { name: 'My own question' }).click();
    await question.getByLabel('Your question').fill('Name of my first bike?');
    await question.getByLabel('Answer', { exact: true }).fill('Blue arrow');
    await question.getByLabel('Repeat the answer').fill('Blue arow');
    await question.getByRole('button', { name: 'Save' }).click();
    await expect(question.getByText('The values do not match')).toBeVisible();
    await question.getByLabel('Repeat the answer').fill('Blue arrow');
    await question.getByRole('button', { name: 'Save' }).click();
    await expect(question.getByTestId('security-question-current')).toHaveText(
      'Your question: Name of my first bike?',
    );
  });

  for (const lang of [
    { code: 'ru', title: 'Контрольный вопрос', dir: 'ltr' },
    { code: 'ar', title: 'سؤال الأمان', dir: 'rtl' },
  ]) {
    test(`security page renders translated in ${lang.code}`, async ({
      page,
      loginAsDemo,
      saveScreenshot,
    }) => {
      await loginAsDemo();
      await page.goto(`/${lang.code}/office/security`);
      await expect(card(page, lang.title)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', lang.dir);
      await saveScreenshot(`security-${lang.code}`);
    });
  }
});
