import type { Page } from '@playwright/test';
import { countryIdFromIso } from '@sportsbook/core/reference/reference-ids';
import { test, expect } from '../support/fixtures';
import { codeFromSms } from '../support/mailbox';

const ANSWER = 'Rex the Dog';
/** A valid German mobile number (+49 151 …), unique per run so a reused server never sees it twice. */
const germanMobile = () => `49151${`${Date.now() % 1e7}`.padStart(7, '0')}1`;

/** A fresh one-click player, logged in in the page's context (the demo player's phone stays as it is). */
async function registerThroughApi(page: Page): Promise<number> {
  const response = await page.request.post('/web-api/registration/submit', {
    data: {
      type: 'fast_reg',
      country_id: countryIdFromIso('KZ'),
      currency_id: 398,
      regRules: 1,
      regPolitics: 1,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { userId: number } }).data.userId;
}

test.describe('phone and e-mail (en, desktop)', () => {
  test('changes the phone with the SMS code and the security answer, and shows it on the profile', async ({
    page,
    saveScreenshot,
  }) => {
    await registerThroughApi(page);
    const question = await page.request.post('/web-api/officeapi/setanswertosecurequestion', {
      data: { question_id: 2, answer: ANSWER, answer_repeat: ANSWER },
    });
    expect(question.status()).toBe(200);
    const phone = germanMobile();

    await page.goto('/en/office/phone/change');
    await page.getByLabel('New phone number').fill(`+${phone}`);
    await page.getByRole('button', { name: 'Send code' }).click();
    const codeField = page.getByLabel(/Code from the SMS/);
    await expect(codeField).toBeVisible();
    await codeField.fill(await codeFromSms(page, phone));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByLabel('Answer to your security question').fill(ANSWER);
    await page.getByRole('button', { name: 'Change phone' }).click();
    await expect(page.getByRole('status').getByText('Phone changed')).toBeVisible();
    await saveScreenshot('phone-changed');

    await page.goto('/en/office/account');
    await expect(page.getByText(`+${phone}`)).toBeVisible();
  });
});
