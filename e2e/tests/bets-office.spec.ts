import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PLAYER, expect, loginThroughApi, test } from '../support/fixtures';
import { newestMessage } from '../support/mailbox';
import { cents } from '../support/money-text';
import type { RunningServer } from '../support/server';
import type { TradingGame } from '../support/trading';

const FOOTBALL = 1;
const HOME_WIN = 1;

/** Screenshots of the page in the dark theme (the default here), then in the light one chosen from the header. */
async function darkAndLight(page: Page, saveScreenshot: (name: string) => Promise<void>, name: string) {
  await saveScreenshot(`${name}-dark`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await saveScreenshot(`${name}-light`);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
}


/** A pre-match game (no live delay) and its home win price, as a decimal. */
async function prematchHomeWin(request: APIRequestContext, server: RunningServer) {
  const created = await request.post(`${server.baseURL}/ops-api/trading/games`, {
    headers: { Authorization: `Bearer ${server.opsToken}` },
    data: { sportId: FOOTBALL, startInSec: 3600 },
  });
  const game = ((await created.json()) as { data: TradingGame }).data;
  const price = game.markets
    .find((market) => market.key === '0:1')!
    .outcomes.find((o) => o.T === HOME_WIN)!.C;
  return { game, price: price / 1000 };
}

/** An auto bet on the home win waiting for odds well above the current ones; its order id. */
async function placeAutoBet(page: Page, request: APIRequestContext, server: RunningServer, stake: number) {
  const { game, price } = await prematchHomeWin(request, server);
  const placed = await page.request.post('/service-api/LiveBet/Secure/MakeBetWeb', {
    data: {
      Events: [{ GameId: game.id, Type: HOME_WIN, Coef: price, Param: 0, Kind: 3 }],
      Vid: 0,
      Summ: stake,
      CheckCf: 2,
      isAutoBet: true,
      autoBetCf: +(price * 2).toFixed(2),
      autoBetCfView: 0,
    },
  });
  const answer = (await placed.json()) as { Success: boolean; Value: { AutoBetId?: number } };
  expect(answer.Success).toBe(true);
  return answer.Value.AutoBetId!;
}

test.describe('bets pages of the office (en, desktop)', () => {
  test('a waiting auto bet is cancelled and its stake comes back to the balance', async ({
    page,
    request,
    server,
    saveScreenshot,
  }) => {
    await loginThroughApi(page);
    const id = await placeAutoBet(page, request, server, 7);
    await page.goto('/en/office/history/auto-bets');
    const balance = page.getByRole('banner').getByTestId('header-balance');
    await expect(balance).toHaveText(/USD$/);
    const card = page.getByRole('article', { name: `Auto bet No. ${id}` });
    await expect(card.getByText('Waiting')).toBeVisible();
    const before = cents(await balance.textContent());
    await darkAndLight(page, saveScreenshot, 'bets-auto');

    await card.getByRole('button', { name: `Cancel auto bet No. ${id}` }).click();
    await expect(
      page.getByText(`Auto bet No. ${id} cancelled, the stake is back on your balance`),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Earlier auto bets' })
        .getByRole('article', { name: `Auto bet No. ${id}` }),
    ).toContainText('Cancelled');
    await expect.poll(async () => cents(await balance.textContent())).toBe(before + 700);
  });

  test('the bets history of a period arrives by e-mail', async ({
    page,
    request,
    server,
    saveScreenshot,
  }) => {
    await loginThroughApi(page);
    await placeAutoBet(page, request, server, 3);
    await page.goto('/en/office/history/by-mail');
    await page.getByRole('button', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'Period in days: 30' }).click();
    await darkAndLight(page, saveScreenshot, 'bets-mail');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Sent to your e-mail')).toBeVisible();
    // The outbox delivers a moment after the call: read the mailbox until the letter is there.
    await expect
      .poll(
        async () => {
          const message = await newestMessage(page, DEMO_PLAYER.login).catch(() => null);
          await message?.tab.close();
          return message?.text ?? '';
        },
        { timeout: 30_000 },
      )
      .toMatch(/^Your bets from \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}: \d+/);
  });

  test('clearing, manager bets and power bet pages (screenshots, light and dark)', async ({
    page,
    saveScreenshot,
  }) => {
    await loginThroughApi(page);
    for (const [path, name, ready] of [
      ['history/clear', 'bets-clear', 'Clear history'],
      ['history/manager-bets', 'bets-manager', 'No manager bets'],
      ['powerbet', 'bets-powerbet', 'How a power bet pays'],
    ] as const) {
      await page.goto(`/en/office/${path}`);
      await expect(page.getByRole('main').getByText(ready).first()).toBeVisible();
      await darkAndLight(page, saveScreenshot, name);
    }
    await page.goto('/en/office/history/clear');
    await page.getByRole('button', { name: 'Clear history' }).click();
    await expect(page.getByRole('dialog', { name: 'Clear the bet history?' })).toBeVisible();
    await saveScreenshot('bets-clear-confirm');
  });
});

test.describe('bets pages of the office on a phone @mobile', () => {
  test('auto bets, history by e-mail, clearing, manager bets and power bet fit a phone', async ({
    page,
    request,
    server,
    saveScreenshot,
  }) => {
    await loginThroughApi(page);
    await placeAutoBet(page, request, server, 2);
    for (const [path, name, ready] of [
      ['history/auto-bets', 'bets-auto', 'Waiting for their odds'],
      ['history/by-mail', 'bets-mail', 'Send the history to your e-mail'],
      ['history/clear', 'bets-clear', 'What clearing does'],
      ['history/manager-bets', 'bets-manager', 'No manager bets'],
      ['powerbet', 'bets-powerbet', 'How a power bet pays'],
    ] as const) {
      await page.goto(`/en/office/${path}`);
      await expect(page.getByRole('main').getByText(ready).first()).toBeVisible();
      await saveScreenshot(name);
    }
  });
});
