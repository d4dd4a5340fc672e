import type { AddressInfo } from 'node:net';
import type { BuildAppOptions } from '../../app';
import type { ServerModule } from '../../platform/module';
import { createTestApp, type TestApp } from '../../../test/harness/test-app';
import type { DatabaseKind } from '../../../test/harness/test-database';
import { authModule } from '../auth/auth.module';
import { i18nModule } from '../i18n/i18n.module';
import { opsModule } from '../ops/ops.module';
import { referenceModule } from '../reference/reference.module';
import { siteConfigModule } from '../site-config/site-config.module';

/** The platform's own modules: what live push needs around it when a test gives it the games. */
export const FOUNDATION_MODULES: readonly ServerModule[] = [
  authModule,
  opsModule,
  referenceModule,
  siteConfigModule,
  i18nModule,
];

export interface PushTestApp {
  readonly testApp: TestApp;
  /** ws:// address of the live push endpoint. */
  readonly url: string;
}

/** A test app listening on a free port, for real WebSocket clients. */
export async function startPushTestApp(kind: DatabaseKind, options: BuildAppOptions): Promise<PushTestApp> {
  const testApp = await createTestApp(kind, options);
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  return { testApp, url: `ws://127.0.0.1:${port}/ws` };
}
