import { test, expect } from '../support/fixtures';

test.describe('social sign-in (en, desktop)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('a guest signs up with the development Google, then signs in again as the same player', async ({
    page,
    saveScreenshot,
  }) => {
    const email = `social-${Date.now()}@example.com`;
    const signInWithGoogle = async () => {
      await page.goto('/en/line');
      await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      const social = dialog.getByRole('group', { name: 'Sign in with a social account' });
      await expect(social.getByRole('button', { name: /Google/ })).toBeVisible();
      return social;
    };

    const social = await signInWithGoogle();
    await saveScreenshot('login-social-buttons');
    await social.getByRole('button', { name: /Google/ }).click();
    await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
    await page.getByLabel('E-mail at Google').fill(email);
    await page.getByLabel('Name').fill('Ann Social');
    await saveScreenshot('dev-identity-provider');
    await page.getByRole('button', { name: 'Allow' }).click();

    await expect(page).toHaveURL(/\/en\/line$/);
    const accountMenu = page.getByRole('button', { name: 'Account menu' });
    await expect(accountMenu).toContainText(email);

    await accountMenu.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

    const again = await signInWithGoogle();
    await again.getByRole('button', { name: /Google/ }).click();
    await page.getByLabel('E-mail at Google').fill(email);
    await page.getByRole('button', { name: 'Allow' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(email);
  });

  test('denying at the provider brings the guest back with the reason', async ({ page, allowProblems }) => {
    allowProblems(/social_error/);
    await page.goto('/en/line');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('button', { name: /Google/ })
      .click();
    await page.getByRole('button', { name: 'Deny' }).click();
    await expect(page).toHaveURL(/\/en\/line$/);
    await expect(page.getByText('The sign-in could not be verified. Please try again.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

/** ru and ar as smoke: the translated login panel, the provider, and back on the same language's page. */
const SMOKE = [
  {
    lang: 'ru',
    dir: 'ltr',
    login: 'Войти',
    panel: 'Вход',
    social: 'Вход через соцсети',
    menu: 'Меню аккаунта',
  },
  {
    lang: 'ar',
    dir: 'rtl',
    login: 'تسجيل الدخول',
    panel: 'تسجيل الدخول',
    social: 'تسجيل الدخول بحساب اجتماعي',
    menu: 'قائمة الحساب',
  },
] as const;

test.describe('social sign-in (smoke)', () => {
  for (const { lang, dir, login, panel, social, menu } of SMOKE) {
    test(`a guest signs up with the development Google in ${lang} and comes back logged in (${dir})`, async ({
      page,
      saveScreenshot,
    }) => {
      const email = `social-${lang}-${Date.now()}@example.com`;
      await page.goto(`/${lang}/line`);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await page.getByRole('banner').getByRole('button', { name: login, exact: true }).click();
      const buttons = page.getByRole('dialog', { name: panel }).getByRole('group', { name: social });
      await expect(buttons.getByRole('button', { name: /Google/ })).toBeVisible();
      await saveScreenshot(`login-social-${lang}`);
      await buttons.getByRole('button', { name: /Google/ }).click();
      await page.getByLabel('E-mail at Google').fill(email);
      await page.getByRole('button', { name: 'Allow' }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/line$`));
      await expect(page.getByRole('button', { name: menu })).toContainText(email);
    });
  }
});
