import { buildApp } from './app';
import { installGracefulShutdown } from './platform/graceful-shutdown';
import { SettingsError } from './platform/settings';
import { DEMO_PLAYERS } from './modules/auth/demo-players.seed';

/** Process entry: read settings, start, print where to go, and close gracefully on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const app = await buildApp();
  const { host, port, mode, seedDemo } = app.ctx.settings;
  await app.listen({ host, port });
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  console.log(`\nSportsbook is running at ${url}/en/ (mode ${mode})`);
  if (seedDemo) {
    console.log('Demo logins (e-mail / password):');
    for (const player of DEMO_PLAYERS) console.log(`  ${player.email} / ${player.password}`);
  }
  if (mode === 'development') console.log(`Operator token: see ${app.ctx.settings.dataDir}/ops-token\n`);

  installGracefulShutdown(app);
}

main().catch((error: unknown) => {
  if (error instanceof SettingsError) {
    console.error(error.message);
  } else {
    console.error('The server failed to start:', error);
  }
  process.exit(1);
});
