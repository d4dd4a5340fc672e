import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { cents } from '../support/money-text';

const money = (value: number, currency: string) => `${(value / 100).toFixed(2)} ${currency}`;

function providerFrame(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Payment page of the payment provider"]');
}

async function payByCard(provider: FrameLocator | Page, number = '4242 4242 4242 4242'): Promise<void> {
  await provider.getByLabel('Card number').fill(number);
  await provider.getByLabel('Expiry (MM/YY)').fill('12/30');
  await provider.getByLabel('CVC').fill('123');
  await provider.getByRole('button', { name: 'Pay now' }).click();
}

/** Starts a deposit of `amount` in the account's currency from the recharge page. */
async function startDeposit(
  page: Page,
  amount: string,
  currency: string,
  where: 'On this page' | 'In this window',
) {
  await page.goto('/en/office/recharge');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: `Amount, ${currency}` }).fill(amount);
  await main.getByText(where).click();
  await main.getByRole('button', { name: 'Deposit', exact: true }).click();
}

test.describe('payments', () => {
  test('a card deposit in the frame raises the header balance once the provider confirms', async ({
    page,
    loginAsDemo,
    saveScreenshot,
  }) => {
    await loginAsDemo();
    await page.goto('/en/office/recharge');
    const balance = page.getByRole('banner').getByTestId('header-balance');
    await expect(balance).toHaveText(/\d\.\d{2} USD$/);
    const before = cents(await balance.textContent());
    await startDeposit(page, '25', 'USD', 'On this page');
    const provider = providerFrame(page);
    await expect(provider.getByText('25.00 USD')).toBeVisible();
    await saveScreenshot('deposit-provider-frame');
    await payByCard(provider, '4000 0027 6000 3184');
    await provider.getByLabel('Confirmation code').fill('1234');
    await provider.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Deposit credited')).toBeVisible({ timeout: 20_000 });
    await expect(balance).toHaveText(money(before + 2500, 'USD'));
    await saveScreenshot('deposit-credited');
  });

  test('deposit in the window, withdraw, and see both in the history and the requests', async ({
    page,
    loginAsDemo,
    saveScreenshot,
  }) => {
    await loginAsDemo();
    await page.goto('/en/office/recharge');
    const balance = page.getByRole('banner').getByTestId('header-balance');
    await expect(balance).toHaveText(/USD$/);
    const before = cents(await balance.textContent());

    await startDeposit(page, '40', 'USD', 'In this window');
    await expect(page).toHaveURL(/\/sandbox-psp\/pay\//);
    await payByCard(page);
    await expect(page).toHaveURL(/\/en\/office\/recharge\?payment=\d+/, { timeout: 15_000 });
    await expect(page.getByText('Deposit credited')).toBeVisible({ timeout: 20_000 });
    await expect(balance).toHaveText(money(before + 4000, 'USD'));

    await page.goto('/en/office/withdrawal');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Amount, USD' }).fill('15');
    await main.getByRole('textbox', { name: /Card number/ }).fill('4242 4242 4242 4242');
    await main.getByRole('button', { name: 'Request withdrawal' }).click();
    await expect(main.getByText(/Withdrawal paid|The withdrawal is on its way/)).toBeVisible();
    await expect(balance).toHaveText(money(before + 4000 - 1500, 'USD'));
    await expect(main.getByText('Withdrawal paid')).toBeVisible({ timeout: 20_000 });

    await page.goto('/en/office/payments/history');
    const list = page.getByRole('list', { name: 'Payments' });
    await expect(list.getByRole('listitem').filter({ hasText: '+40.00 USD' })).toContainText('Completed');
    await expect(list.getByRole('listitem').filter({ hasText: '−15.00 USD' })).toContainText('Completed');
    await saveScreenshot('payment-history');
    await page.goto('/en/office/payments/requests');
    await expect(page.getByRole('list', { name: 'Payments' }).getByText('−15.00 USD')).toBeVisible();
  });

  test('two currencies: switch to EUR in the header, deposit EUR with the e-wallet, switch back', async ({
    page,
    loginAsDemo,
    saveScreenshot,
  }) => {
    await loginAsDemo();
    await page.goto('/en/office/recharge');
    const banner = page.getByRole('banner');
    const balance = banner.getByTestId('header-balance');
    await expect(balance).toHaveText(/USD$/);
    await balance.click();
    await banner.getByRole('button', { name: /^EUR/ }).click();
    await expect(balance).toHaveText(/\d\.\d{2} EUR$/);
    const before = cents(await balance.textContent());

    await page.reload();
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: /Sandbox Wallet/ }).check({ force: true });
    await main.getByRole('textbox', { name: 'Amount, EUR' }).fill('30');
    await main.getByRole('button', { name: 'Deposit', exact: true }).click();
    const provider = providerFrame(page);
    await provider.getByLabel('Wallet login (e-mail)').fill('payer@wallet.test');
    await provider.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByText('Deposit credited')).toBeVisible({ timeout: 20_000 });
    await expect(balance).toHaveText(money(before + 3000, 'EUR'));
    await saveScreenshot('eur-deposit');

    await balance.click();
    await banner.getByRole('button', { name: /^USD/ }).click();
    await expect(balance).toHaveText(/USD$/);
    await page.goto('/en/office/payments/history');
    await page.getByRole('tab', { name: 'Other accounts' }).click();
    await expect(page.getByRole('list', { name: 'Payments' }).getByText('+30.00 EUR')).toBeVisible();
  });
});

test.describe('pay and play', () => {
  test('a guest registers with a deposit: the bank names the payer, the browser returns logged in with the balance', async ({
    page,
    saveScreenshot,
  }) => {
    await page.goto('/en/registration');
    await page.getByRole('button', { name: 'Register with a deposit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deposit and play' });
    await dialog.getByRole('textbox', { name: 'Amount, EUR' }).fill('30');
    await saveScreenshot('pay-and-play-modal');
    await dialog.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(page).toHaveURL(/\/sandbox-psp\/pay\//);
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('Last name').fill('Schmidt');
    await page.getByLabel('Date of birth').fill('1990-04-12');
    await page.getByLabel(/^Country/).fill('DE');
    await page.getByLabel('E-mail').fill(`payer-${Date.now()}@bank.test`);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payByCard(page);

    await expect(page).toHaveURL(/\/en\/(\?|$)/, { timeout: 15_000 });
    await expect(page.getByText('Your account is open and the deposit is on it. Welcome!')).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('30.00 EUR');
    await saveScreenshot('pay-and-play-logged-in');
  });
});

test.describe('payments on a phone @mobile', () => {
  test('the recharge and withdrawal pages fit the screen and show the balance in the menu', async ({
    page,
    loginAsDemo,
    saveScreenshot,
  }) => {
    await loginAsDemo();
    for (const path of ['/en/office/recharge', '/en/office/withdrawal', '/en/office/settings/wallets']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await saveScreenshot('wallets');
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: 'Menu' })
      .click();
    await expect(page.getByRole('dialog').getByText('Your accounts')).toBeVisible();
    await saveScreenshot('menu-accounts');
  });
});
