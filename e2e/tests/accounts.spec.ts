import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import { test, expect } from '../support/fixtures';
import { codeFromSms, newestMessage } from '../support/mailbox';
import type { RunningServer } from '../support/server';

/** Credentials a journey registered; `login` is what the player types (account id, e-mail or phone). */
interface Account {
  login: string;
  password: string;
}

/** Unique per run, so a reused server never sees the same e-mail or phone twice. */
/** The US dollar's currency id (its ISO 4217 number). */
const USD_ID = 840;
const unique = () => `${Date.now() % 1e7}`.padStart(7, '0');
/** A valid German mobile number (+49 151 …): libphonenumber accepts 151 followed by eight digits. */
const germanMobile = () => ({ code: '49', national: `151${unique().slice(-7)}1` });
const NEW_PASSWORD_RULES_OK = 'Sb-Journey-2026';

async function openRegistration(page: Page, lang = 'en', caption = 'Registration'): Promise<Locator> {
  await page.goto(`/${lang}/`);
  await page.getByRole('banner').getByRole('button', { name: caption }).click();
  const dialog = page.getByRole('dialog', { name: caption });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks an option of the searchable select labelled `label`. */
async function choose(scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('button', { name: label, exact: true }).click();
  await scope.page().getByRole('searchbox', { name: 'Search', exact: true }).fill(option);
  await scope.page().getByRole('option', { name: option }).first().click();
}

/**
 * Types a calling code. The field shows the default country's code once the phone lists arrive; if that lands
 * between fill's select-all and its typing, the digits are appended to it (and cut to 3), so fill again until
 * the field holds exactly the code.
 */
async function fillCallingCode(scope: Locator, code: string): Promise<void> {
  const field = scope.getByRole('textbox', { name: 'Country calling code' });
  await expect(async () => {
    await field.fill(code);
    await expect(field).toHaveValue(code, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

async function acceptConsents(scope: Locator): Promise<void> {
  await scope.getByRole('checkbox', { name: /Terms and Conditions/ }).check();
  await scope.getByRole('checkbox', { name: /Privacy Policy/ }).check();
}

/** The success screen's row value next to its label (account id, password). */
const credential = (scope: Locator, label: string) =>
  scope.getByText(label, { exact: true }).locator('xpath=following-sibling::span[1]');

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

async function openLogin(page: Page, tab?: string): Promise<Locator> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  if (tab) await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

async function expectLoggedInAs(page: Page, accountId?: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  if (accountId) await expect(menu).toContainText(accountId);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

async function logInWithPassword(page: Page, account: Account): Promise<void> {
  const dialog = await openLogin(page);
  await dialog.getByLabel('E-mail, phone or account ID').fill(account.login);
  await dialog.getByLabel('Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
}

/** SMS-code login is off in the default configuration; the operator turns it on with a site-config layer. */
async function enableSmsLogin(request: APIRequestContext, server: RunningServer): Promise<void> {
  const response = await request.put(`${server.baseURL}/ops-api/site-config/layers`, {
    headers: { Authorization: `Bearer ${server.opsToken}` },
    data: { partnerId: 1, patch: { auth: { loginKinds: ['email', 'phone_number', 'id', 'sms'] } } },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** One-click registration; returns the id and password the success screen shows once. */
async function registerOneClick(page: Page): Promise<Account> {
  const dialog = await openRegistration(page);
  await choose(dialog, 'Country', 'Germany');
  await acceptConsents(dialog);
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  const done = page.getByRole('dialog', { name: 'Registration' });
  await expect(done.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  const login = (await credential(done, 'Account ID').textContent())?.trim() ?? '';
  const password = (await credential(done, 'Password').textContent())?.trim() ?? '';
  expect(login).toMatch(/^\d+$/);
  expect(password.length).toBeGreaterThanOrEqual(8);
  return { login, password };
}

async function closeDoneScreen(page: Page): Promise<void> {
  const done = page.getByRole('dialog', { name: 'Registration' });
  await done.getByRole('button', { name: 'Continue' }).click();
  await expect(done).toBeHidden();
}

test.describe('accounts (en, desktop)', () => {
  // Each journey registers, logs out and in several times: on the shared two-core machine that can pass a minute.
  test.describe.configure({ timeout: 150_000 });

  test('one-click registration shows the id and password once; log out and log in with them', async ({
    page,
    saveScreenshot,
  }) => {
    const account = await registerOneClick(page);
    await saveScreenshot('accounts-fast-reg-done');
    await closeDoneScreen(page);
    await expectLoggedInAs(page, account.login);
    await logOut(page);
    await logInWithPassword(page, account);
    await page.reload();
    await expectLoggedInAs(page, account.login);
  });

  test('phone registration with the SMS code from the mailbox; log in by phone and password, then by SMS code', async ({
    page,
    server,
    saveScreenshot,
  }) => {
    await enableSmsLogin(page.request, server);
    const phone = germanMobile();
    const fullPhone = `${phone.code}${phone.national}`;
    const password = NEW_PASSWORD_RULES_OK;
    const dialog = await openRegistration(page);
    await dialog.getByRole('tab', { name: 'By phone' }).click();
    await fillCallingCode(dialog, phone.code);
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
    await dialog.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFromSms(page, fullPhone);
    await dialog.getByLabel('SMS code', { exact: true }).fill(code);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Repeat password', { exact: true }).fill(password);
    await acceptConsents(dialog);
    await saveScreenshot('accounts-phone-reg-filled');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
    await closeDoneScreen(page);
    await expectLoggedInAs(page);

    await logOut(page);
    const byPhone = await openLogin(page, 'Phone');
    await fillCallingCode(byPhone, phone.code);
    await byPhone.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
    await byPhone.getByLabel('Password', { exact: true }).fill(password);
    await byPhone.getByRole('button', { name: 'Log in' }).click();
    await expect(byPhone).toBeHidden();
    await expectLoggedInAs(page);

    await logOut(page);
    const bySms = await openLogin(page, 'SMS code');
    await fillCallingCode(bySms, phone.code);
    await bySms.getByRole('textbox', { name: 'Phone number' }).fill(phone.national);
    await bySms.getByRole('button', { name: 'Get a code' }).click();
    await expect(
      bySms.getByText(`If +${fullPhone} belongs to an account, a login code is on its way`),
    ).toBeVisible();
    const loginCode = await codeFromSms(page, fullPhone, code);
    await bySms.getByLabel('Code from the SMS').fill(loginCode);
    await saveScreenshot('accounts-sms-login');
    await bySms.getByRole('button', { name: 'Log in' }).click();
    await expect(bySms).toBeHidden();
    await page.reload();
    await expectLoggedInAs(page);
  });

  test('e-mail registration, activation link from the mailbox, log out and log in by e-mail', async ({
    page,
    saveScreenshot,
  }) => {
    const account = { login: `journey-${unique()}@example.test`, password: NEW_PASSWORD_RULES_OK };
    const dialog = await openRegistration(page);
    await dialog.getByRole('tab', { name: 'By e-mail' }).click();
    await dialog.getByLabel('E-mail', { exact: true }).fill(account.login);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByLabel('Repeat password', { exact: true }).fill(account.password);
    await dialog.getByLabel('First name').fill('Journey');
    await dialog.getByLabel('Last name').fill('Tester');
    await dialog.getByRole('combobox', { name: 'Day' }).selectOption('14');
    await dialog.getByRole('combobox', { name: 'Month' }).selectOption({ label: 'March' });
    await dialog.getByRole('combobox', { name: 'Year' }).selectOption('1990');
    await choose(dialog, 'Country', 'Germany');
    await dialog.getByLabel('Document number').fill('C01X00T47');
    await acceptConsents(dialog);
    await saveScreenshot('accounts-full-reg-filled');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByText('We sent an activation link', { exact: false })).toBeVisible();
    await saveScreenshot('accounts-full-reg-done');
    await closeDoneScreen(page);

    const letter = await newestMessage(page, account.login);
    await letter.links.filter({ hasText: 'Activate the account' }).click();
    await expect(letter.tab.getByRole('heading', { level: 1 })).toHaveText('E-mail confirmed');
    await letter.tab.close();

    await logOut(page);
    await logInWithPassword(page, account);
    await page.reload();
    await expectLoggedInAs(page);
  });

  test('an e-mail is confirmed with the letter’s code on the e-mail activation page', async ({
    page,
    saveScreenshot,
  }) => {
    const email = `code-${unique()}@example.test`;
    const registered = await page.request.post('/web-api/registration/submit', {
      data: {
        type: 'full_reg',
        email,
        password: NEW_PASSWORD_RULES_OK,
        password_again: NEW_PASSWORD_RULES_OK,
        name: 'Code',
        surname: 'Tester',
        date_birthday: '1990-03-14',
        country_id: countryIdFromIso('DE'),
        currency_id: USD_ID,
        regRules: true,
        regPolitics: true,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    await page.goto('/en/office/email/activation');
    const main = page.getByRole('main');
    await expect(main.getByText(`Open the link we sent to ${email}`)).toBeVisible();
    const letter = await newestMessage(page, email);
    const code = /activation code: (\d{6})/.exec(letter.text)?.[1] ?? '';
    await letter.tab.close();
    await main.getByLabel('Code from the letter').fill(code);
    await saveScreenshot('office-email-activation-code');
    await main.getByRole('button', { name: 'Confirm e-mail' }).click();
    await expect(main.getByText('Your e-mail is confirmed')).toBeVisible();
  });

  test('a password change that ends other sessions logs out a second browser', async ({
    page,
    browser,
    server,
    saveScreenshot,
  }) => {
    const account = await registerOneClick(page);
    await closeDoneScreen(page);
    const other = await secondBrowser(browser, server.baseURL, account);
    await other.goto('/en/');
    await expectLoggedInAs(other, account.login);

    await page.goto('/en/office/security/password');
    await page.getByLabel('Current password').fill(account.password);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD_RULES_OK);
    await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD_RULES_OK);
    await expect(page.getByRole('checkbox', { name: 'Log out on all other devices' })).toBeChecked();
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();
    await saveScreenshot('accounts-password-changed');

    await other.reload();
    await expect(other.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await other.context().close();

    // This browser keeps its session, and the new password works from now on.
    await page.goto('/en/');
    await expectLoggedInAs(page, account.login);
    await logOut(page);
    await logInWithPassword(page, { login: account.login, password: NEW_PASSWORD_RULES_OK });
    await expectLoggedInAs(page, account.login);
  });
});

/** A separate browser (own cookie jar) logged in as the same player through the API. */
async function secondBrowser(browser: Browser, baseURL: string, account: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  const response = await other.request.post('/web-api/user/auth', {
    data: { login: account.login, password: account.password, remember_auth: true },
  });
  expect(response.status()).toBe(200);
  return other;
}

/** English captions of the registration pop-up; none may remain when another language is chosen. */
const ENGLISH_CAPTIONS = [
  'One click',
  'By phone',
  'By e-mail',
  'Country',
  'Currency',
  'Register',
  'Terms and Conditions',
  'Privacy Policy',
  'Welcome bonus',
];

test.describe('accounts (smoke)', () => {
  for (const { lang, caption, tabs, currency, dir } of [
    {
      lang: 'ru',
      caption: 'Регистрация',
      tabs: ['В один клик', 'По телефону', 'По e-mail'],
      currency: 'Валюта',
      dir: 'ltr',
    },
    {
      lang: 'ar',
      caption: 'التسجيل',
      tabs: ['بنقرة واحدة', 'عبر الهاتف', 'عبر البريد الإلكتروني'],
      currency: 'العملة',
      dir: 'rtl',
    },
  ]) {
    test(`the registration pop-up is translated (${lang}, ${dir})`, async ({ page, saveScreenshot }) => {
      const dialog = await openRegistration(page, lang, caption);
      for (const tab of tabs) await expect(dialog.getByRole('tab', { name: tab })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
      const text = (await dialog.innerText()).split('\n').map((line) => line.trim());
      for (const english of ENGLISH_CAPTIONS)
        expect(text, `"${english}" untranslated`).not.toContain(english);
      // The preselected currency is named by the server in the page language, not in English.
      await expect(dialog.getByRole('button', { name: currency, exact: true })).not.toHaveText(
        /^[A-Za-z .]*$/,
      );
      expect(await dialog.evaluate((element) => getComputedStyle(element).direction)).toBe(dir);
      await saveScreenshot(`accounts-registration-${lang}`);
    });
  }

  test('registration and login fit a phone screen without horizontal scroll @mobile', async ({
    page,
    saveScreenshot,
  }) => {
    const overflow = () =>
      page.evaluate(() => {
        const widest = Array.from(
          document.querySelectorAll<HTMLElement>('[role=dialog], [role=dialog] *'),
        ).reduce((max, element) => Math.max(max, element.getBoundingClientRect().right), 0);
        return {
          page: document.documentElement.scrollWidth - window.innerWidth,
          dialog: Math.ceil(widest) - window.innerWidth,
        };
      });
    const expectNoOverflow = async (where: string) => {
      const { page: pageOverflow, dialog: dialogOverflow } = await overflow();
      expect(pageOverflow, `${where}: the page scrolls sideways`).toBe(0);
      expect(dialogOverflow, `${where}: the pop-up is wider than the screen`).toBeLessThanOrEqual(0);
    };
    const dialog = await openRegistration(page);
    for (const tab of ['One click', 'By phone', 'By e-mail']) {
      await dialog.getByRole('tab', { name: tab }).click();
      await expect(dialog.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
      await expectNoOverflow(tab);
    }
    await saveScreenshot('accounts-registration-phone-screen');
    await dialog.getByRole('button', { name: 'Close' }).click();
    const login = await openLogin(page);
    await expect(login.getByLabel('E-mail, phone or account ID')).toBeVisible();
    await expectNoOverflow('login');
    await saveScreenshot('accounts-login-phone-screen');
  });
});
