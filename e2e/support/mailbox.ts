import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The newest message to `recipient` in the development mailbox, read in its own tab like a player would. */
export async function newestMessage(
  page: Page,
  recipient: string,
): Promise<{ text: string; links: Locator; tab: Page }> {
  const tab = await page.context().newPage();
  await tab.goto(`/dev/mailbox?to=${encodeURIComponent(recipient)}`);
  const article = tab.locator('article').first();
  await expect(article).toBeVisible();
  return { text: (await article.locator('pre').textContent()) ?? '', links: article.getByRole('link'), tab };
}

/**
 * The six-digit code of the newest SMS to the phone. The outbox delivers a moment after the call that queued
 * the SMS, so the mailbox is read again until a message is there and, with `after`, until it is newer than the
 * one that carried that code.
 */
export async function codeFromSms(page: Page, phone: string, after?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const message = await newestMessage(page, phone).catch(() => null);
        if (!message) return false;
        await message.tab.close();
        code = /\b(\d{6})\b/.exec(message.text)?.[1];
        return code !== undefined && code !== after;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return code ?? '';
}
