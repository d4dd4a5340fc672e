import { expect, test } from '../support/fixtures';
import { trading } from '../support/trading';

const FOOTBALL = 1;

test.describe('game subscriptions (en, desktop)', () => {
  // The game holds still, so the only goal is the one the operator scores.
  test.beforeEach(async ({ request, server }) => {
    await trading(request, server).speed(0.001);
  });
  test.afterEach(async ({ request, server }) => {
    await trading(request, server).speed(null);
  });

  test('a player follows the goals of a live game and is told of one', async ({
    page,
    request,
    server,
    loginAsDemo,
  }) => {
    const ops = trading(request, server);
    const game = await ops.liveGame(FOOTBALL);
    await loginAsDemo();
    await page.goto(`/en/live/1/${game.champId}/${game.id}`);
    const headerBell = page.getByRole('button', { name: /^Notifications, unread: / });
    await expect(headerBell).toHaveAccessibleName('Notifications, unread: 0');

    const bell = page.getByRole('button', { name: /^Game notifications / });
    await expect(bell).toHaveAttribute('aria-pressed', 'false');
    await bell.click();
    const popover = page.getByRole('dialog', { name: 'Notify me about' });
    await popover.getByRole('checkbox', { name: 'Score change (goal)' }).check();
    await popover.getByRole('button', { name: 'Save' }).click();
    await expect(bell).toHaveAttribute('aria-pressed', 'true');

    await ops.incident(game.id, 'score', 'home');
    // The page asks every 30 s and whenever the window regains focus (no push yet): a return to the tab.
    const toast = page.getByText(/ scored$/).first();
    await expect(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await expect(toast).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    await expect(headerBell).toHaveAccessibleName('Notifications, unread: 1');

    await headerBell.click();
    const list = page.getByRole('dialog', { name: 'Notifications' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('listitem').first()).toContainText(/ 1:0 .* scored/);
    await expect(headerBell).toHaveAccessibleName('Notifications, unread: 0');
  });
});
