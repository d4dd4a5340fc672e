import type { Page } from '@playwright/test';
import { expect, loginThroughApi, test } from '../support/fixtures';
import { trading, type TradingGame } from '../support/trading';
import { cents } from '../support/money-text';

const FOOTBALL = 1;
const HOME_WIN = 1;


/** Opens the game's page and picks its home win. */
async function pickHomeWin(page: Page, game: TradingGame) {
  await page.goto(`/en/live/1/${game.champId}/${game.id}`);
  const button = page.locator(`[data-odds="${game.id}:${HOME_WIN}:0"]`).first();
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

const slip = (page: Page) => page.getByRole('region', { name: 'Bet slip' });

async function placeStake(page: Page, stake: string) {
  await slip(page).getByRole('textbox', { name: 'Stake', exact: true }).fill(stake);
  await expect(slip(page).getByTestId('coupon-possible-win')).toHaveText(/^(?!0\.00)\d+\.\d{2} USD$/);
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  // Live bets wait out the live delay (betGUID + waitTime, then a re-post) before they are decided.
  await expect(page.getByText(/^Bet No\. \d+ accepted$/)).toBeVisible({ timeout: 20_000 });
  await expect(slip(page).getByRole('textbox', { name: 'Stake', exact: true })).toHaveCount(0);
}

test.describe('betting (en, desktop)', () => {
  // Live games hold still (only the operator moves them), so no leg is suspended by play while a bet waits.
  test.beforeEach(async ({ request, server }) => {
    await trading(request, server).speed(0.001);
  });
  test.afterEach(async ({ request, server }) => {
    await trading(request, server).speed(null);
  });

  test('a guest picks a price and is asked to log in', async ({ page, request, server }) => {
    const game = await trading(request, server).liveGame(FOOTBALL);
    await pickHomeWin(page, game);
    await slip(page).getByRole('textbox', { name: 'Stake' }).fill('5');
    await slip(page).getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a player places a single, an express and a system 2/3; settled games pay', async ({
    page,
    request,
    server,
    saveScreenshot,
  }) => {
    test.setTimeout(120_000);
    const ops = trading(request, server);
    const games = [await ops.liveGame(FOOTBALL), await ops.liveGame(FOOTBALL), await ops.liveGame(FOOTBALL)];
    await loginThroughApi(page);
    await page.goto('/en/');
    const balance = page.getByRole('banner').getByTestId('header-balance');
    await expect(balance).toHaveText(/USD$/);
    const start = cents(await balance.textContent());

    await pickHomeWin(page, games[0]!);
    await expect(slip(page).getByText('Single')).toBeVisible();
    await placeStake(page, '1');
    await expect.poll(async () => cents(await balance.textContent())).toBe(start - 100);

    await pickHomeWin(page, games[0]!);
    await pickHomeWin(page, games[1]!);
    await expect(slip(page).getByRole('radio', { name: 'Accumulator' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await placeStake(page, '2');
    await expect.poll(async () => cents(await balance.textContent())).toBe(start - 300);

    for (const game of games) await pickHomeWin(page, game);
    await slip(page).getByRole('radio', { name: 'System' }).click();
    await expect(slip(page).getByRole('combobox', { name: 'System size' })).toHaveValue('2');
    await slip(page).getByRole('textbox', { name: 'Stake' }).fill('3');
    await saveScreenshot('betting-slip-system');
    await placeStake(page, '3');
    await expect.poll(async () => cents(await balance.textContent())).toBe(start - 600);

    // Home wins in every game: all six bets win and pay more than their stakes.
    for (const game of games) {
      const response = await request.post(`${server.baseURL}/ops-api/trading/games/${game.id}/finish`, {
        headers: { Authorization: `Bearer ${server.opsToken}` },
        data: { result: { score: { home: 2, away: 0 } } },
      });
      expect(response.status(), await response.text()).toBe(200);
    }
    await page.reload();
    await expect
      .poll(async () => cents(await balance.textContent()), { timeout: 30_000 })
      .toBeGreaterThan(start);
  });

  test('a player places two singles at once, each with its own stake, and sees each bet placed', async ({
    page,
    request,
    server,
    saveScreenshot,
  }) => {
    test.setTimeout(90_000);
    const ops = trading(request, server);
    const games = [await ops.liveGame(FOOTBALL), await ops.liveGame(FOOTBALL)];
    await loginThroughApi(page);
    await page.goto('/en/');
    const balance = page.getByRole('banner').getByTestId('header-balance');
    await expect(balance).toHaveText(/USD$/);
    const start = cents(await balance.textContent());

    for (const game of games) await pickHomeWin(page, game);
    await slip(page).getByRole('radio', { name: 'Singles' }).click();
    await slip(page).getByRole('textbox', { name: 'Same stake for all' }).fill('1');
    const stakes = slip(page).getByRole('textbox', { name: /^Stake on / });
    await expect(stakes).toHaveCount(2);
    await expect(stakes.first()).toHaveValue('1');
    await stakes.nth(1).fill('2.5');
    await expect(slip(page).getByTestId('coupon-total-stake')).toHaveText('3.50 USD');
    await expect(slip(page).getByTestId('coupon-possible-win')).toHaveText(/^(?!0\.00)\d+\.\d{2} USD$/);
    await saveScreenshot('betting-slip-singles');
    await slip(page).getByRole('button', { name: 'Place 2 bets' }).click();
    // Live bets wait out the live delay before they are decided; the receipt lists each bet.
    const receipt = slip(page).getByRole('region', { name: '2 bets placed' });
    await expect(receipt).toBeVisible({ timeout: 20_000 });
    await expect(receipt.getByTestId('placed-bet')).toHaveCount(2);
    await expect(receipt.getByTestId('receipt-total-stake')).toHaveText('3.50 USD');
    await expect.poll(async () => cents(await balance.textContent())).toBe(start - 350);
    await receipt.getByRole('button', { name: 'Done' }).click();
    await expect(slip(page).getByRole('textbox', { name: /^Stake on / })).toHaveCount(0);
  });

  test('one-click bets place a clicked price at once; an anti-accumulator; running bets under My bets', async ({
    page,
    request,
    server,
    saveScreenshot,
  }) => {
    test.setTimeout(120_000);
    const ops = trading(request, server);
    const games = [await ops.liveGame(FOOTBALL), await ops.liveGame(FOOTBALL)];
    await loginThroughApi(page);
    try {
      await page.goto(`/en/live/1/${games[0]!.champId}/${games[0]!.id}`);
      const balance = page.getByRole('banner').getByTestId('header-balance');
      await expect(balance).toHaveText(/USD$/);
      const start = cents(await balance.textContent());

      await slip(page).getByRole('checkbox', { name: 'One-click bet' }).check();
      await slip(page).getByRole('textbox', { name: 'One-click stake' }).fill('1.5');
      await slip(page).getByRole('button', { name: 'Save' }).click();
      await expect(slip(page).getByText('Stake per click: 1.50')).toBeVisible();
      await page.locator(`[data-odds="${games[0]!.id}:${HOME_WIN}:0"]`).first().click();
      await expect(page.getByText(/^Bet No\. \d+ accepted$/)).toBeVisible({ timeout: 20_000 });
      await expect.poll(async () => cents(await balance.textContent())).toBe(start - 150);
      // The clicked price was placed, not added to the slip.
      await expect(slip(page).getByRole('listitem')).toHaveCount(0);
      await slip(page).getByRole('checkbox', { name: 'One-click bet' }).uncheck();
      await expect(slip(page).getByText('Stake per click: 1.50')).toHaveCount(0);

      for (const game of games) await pickHomeWin(page, game);
      await slip(page).getByRole('radio', { name: 'Anti-acca' }).click();
      await slip(page).getByRole('textbox', { name: 'Stake', exact: true }).fill('2');
      await expect(slip(page).getByTestId('coupon-coef')).not.toHaveText('—');
      await saveScreenshot('betting-slip-anti-accumulator');
      await placeStake(page, '2');
      await expect.poll(async () => cents(await balance.textContent())).toBe(start - 350);

      await slip(page).getByRole('tab', { name: 'My bets' }).click();
      await expect(slip(page).getByRole('article').filter({ hasText: 'Anti-accumulator' })).toHaveCount(1);
      await expect(
        slip(page)
          .getByRole('article')
          .filter({ hasText: /^Single/ })
          .first(),
      ).toBeVisible();
      await saveScreenshot('betting-my-bets');
    } finally {
      await page.request.put('/web-api/bets/one-click', { data: { enabled: false } });
    }
  });

  test('a coupon saved in one browser loads in another', async ({ page, browser, request, server }) => {
    const ops = trading(request, server);
    const games = [await ops.liveGame(FOOTBALL), await ops.liveGame(FOOTBALL)];
    for (const game of games) await pickHomeWin(page, game);
    await slip(page).getByRole('button', { name: 'Save coupon' }).click();
    const code = slip(page).getByTestId('booking-code');
    await expect(code).toHaveText(/^[A-Z2-9]{5}$/);

    const other = await browser.newContext({ baseURL: server.baseURL });
    try {
      const second = await other.newPage();
      await second.goto('/en/');
      await slip(second)
        .getByRole('textbox', { name: 'Booking code' })
        .fill((await code.textContent())!);
      await slip(second).getByRole('button', { name: 'Load' }).click();
      await expect(slip(second).getByRole('listitem')).toHaveCount(2);
      await expect(slip(second).getByText('Accumulator')).toBeVisible();
    } finally {
      await other.close();
    }
  });

  test('a running bet is cashed out from the bets history', async ({
    page,
    request,
    server,
    saveScreenshot,
  }) => {
    const game = await request.post(`${server.baseURL}/ops-api/trading/games`, {
      headers: { Authorization: `Bearer ${server.opsToken}` },
      data: { sportId: FOOTBALL, startInSec: 3600 },
    });
    const line = ((await game.json()) as { data: TradingGame }).data;
    const price = line.markets
      .find((market) => market.key === '0:1')!
      .outcomes.find((o) => o.T === HOME_WIN)!.C;
    await loginThroughApi(page);
    const placed = await page.request.post('/service-api/LiveBet/Secure/MakeBetWeb', {
      data: {
        Events: [{ GameId: line.id, Type: HOME_WIN, Coef: price / 1000, Param: 0, Kind: 3 }],
        Vid: 0,
        Summ: 4,
        CheckCf: 2,
      },
    });
    const bet = ((await placed.json()) as { Value: { Id: number } }).Value;
    expect(bet.Id).toBeGreaterThan(0);

    await page.goto('/en/office/history');
    const card = page.getByRole('article', { name: `Bet No. ${bet.Id}` });
    const button = card.getByRole('button', { name: /^Cash out \d+\.\d{2} USD$/ });
    await expect(button).toBeVisible();
    await card.getByText(`Bet No. ${bet.Id} ·`).click();
    await expect(card.getByRole('listitem')).toHaveCount(1);
    await saveScreenshot('bets-history');
    // Half of the running stake first: the bet runs on with the other half.
    await button.click();
    const confirmStep = card.getByRole('group', { name: 'Confirm the cash-out' });
    await confirmStep.getByRole('button', { name: '50%' }).click();
    await expect(confirmStep.getByRole('textbox', { name: 'Stake to sell' })).toHaveValue('2.00');
    await expect(confirmStep.getByText('2.00 USD stays in play')).toBeVisible();
    await saveScreenshot('bets-cash-out-part');
    await confirmStep.getByRole('button', { name: /^Confirm cash-out \d+\.\d{2} USD$/ }).click();
    await expect(page.getByText(/^Cashed out 2\.00 USD of the stake for \d+\.\d{2} USD$/)).toBeVisible();
    await expect(card.getByText('Running stake')).toBeVisible();
    await expect(card.getByText('2.00 USD', { exact: true })).toBeVisible();
    // Then the rest.
    await button.click();
    await expect(confirmStep.getByRole('textbox', { name: 'Stake to sell' })).toHaveValue('2.00');
    await confirmStep.getByRole('button', { name: /^Confirm cash-out/ }).click();
    await expect(page.getByText(/^Cashed out for \d+\.\d{2} USD$/)).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.getByRole('tab', { name: 'Settled' }).click();
    await expect(
      page.getByRole('article', { name: `Bet No. ${bet.Id}` }).getByText('Cashed out'),
    ).toBeVisible();
  });
});

test.describe('betting on a phone @mobile', () => {
  // Live games hold still (only the operator moves them), so no leg is suspended by play while a bet waits.
  test.beforeEach(async ({ request, server }) => {
    await trading(request, server).speed(0.001);
  });
  test.afterEach(async ({ request, server }) => {
    await trading(request, server).speed(null);
  });

  test('the coupon sheet places a single', async ({ page, request, server, saveScreenshot }) => {
    const game = await trading(request, server).liveGame(FOOTBALL);
    await loginThroughApi(page);
    await pickHomeWin(page, game);
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('button', { name: /Bet slip/ })
      .click();
    const sheet = page.getByRole('dialog');
    await sheet.getByRole('textbox', { name: 'Stake' }).fill('1');
    await expect(sheet.getByTestId('coupon-possible-win')).toHaveText(/^(?!0\.00)\d+\.\d{2} USD$/);
    await saveScreenshot('betting-coupon-sheet');
    await sheet.getByRole('button', { name: 'Place bet' }).click();
    await expect(page.getByText(/^Bet No\. \d+ accepted$/)).toBeVisible({ timeout: 20_000 });
  });
});
