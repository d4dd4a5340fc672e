import { expect, test } from '../support/fixtures';
import { trading } from '../support/trading';

// A trace snapshots the page around every step, itself a long task on a page this size: off for this check.
test.use({ trace: 'off', screenshot: 'off' });

test.describe('sportsbook performance', () => {
  test('the live page with 300 live games updating has no long task over 50 ms', async ({
    page,
    request,
    server,
  }) => {
    test.setTimeout(180_000);
    const ops = trading(request, server);
    const liveCount = async () => {
      const live = await (await request.get('/service-api/LiveFeed/GetSportsShortZip?lng=en')).json();
      return (live.Value as { C: number }[]).reduce((sum, sport) => sum + sport.C, 0);
    };
    const sports = [1, 2, 3, 4, 1, 5, 1, 10];
    for (let made = await liveCount(); made < 310; made += 10) {
      await Promise.all(
        Array.from({ length: 10 }, (_, i) => ops.createLiveGame(sports[(made + i) % sports.length]!)),
      );
    }
    // One wait for the whole programme to be published, rather than a list poll per game.
    await expect.poll(liveCount, { timeout: 60_000 }).toBeGreaterThanOrEqual(300);
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (globalThis as unknown as { longTasks: number[] }).longTasks = tasks;
      new PerformanceObserver((list) =>
        list.getEntries().forEach((entry) => tasks.push(entry.duration)),
      ).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    await page.goto('/en/live');
    await expect(page.locator('[data-price]').first()).toBeVisible();
    const count = Number(
      await page
        .getByRole('navigation', { name: 'Sports' })
        .getByRole('link', { name: /^All/ })
        .locator('span')
        .last()
        .textContent(),
    );
    expect(count).toBeGreaterThanOrEqual(300);
    await page.waitForTimeout(2000);
    const atLoad = await page.evaluate(() =>
      (globalThis as unknown as { longTasks: number[] }).longTasks.splice(0),
    );
    for (let tick = 0; tick < 20; tick++) {
      await ops.tick(30);
      await page.waitForTimeout(400);
      if (tick === 10) await page.mouse.wheel(0, 1500);
    }
    await page.waitForTimeout(1000);
    const updating = await page.evaluate(() => (globalThis as unknown as { longTasks: number[] }).longTasks);
    const longest = Math.max(0, ...updating);
    console.log(
      `live page, ${count} live games, 20 ticks: longest task while updating ${longest.toFixed(0)} ms ` +
        `(${updating.length} over 50 ms); at load ${Math.max(0, ...atLoad).toFixed(0)} ms`,
    );
    expect(longest).toBeLessThanOrEqual(50);
  });
});
