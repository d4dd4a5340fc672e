import type { ServerModule } from '../platform/module';
import { accountsModule } from './accounts/accounts.module';
import { analyticsModule } from './analytics/analytics.module';
import { authModule } from './auth/auth.module';
import { bettingModule } from './betting/betting.module';
import { captchaModule } from './captcha/captcha.module';
import { cookieConsentModule } from './cookie-consent/cookie-consent.module';
import { favouritesModule } from './favourites/favourites.module';
import { feedModule } from './feed/feed.module';
import { i18nModule } from './i18n/i18n.module';
import { livePushModule } from './live-push/live-push.module';
import { opsModule } from './ops/ops.module';
import { outboxModule } from './outbox/outbox.module';
import { paymentsModule } from './payments/payments.module';
import { referenceModule } from './reference/reference.module';
import { sandboxPspModule } from './sandbox-psp/sandbox-psp.module';
import { siteConfigModule } from './site-config/site-config.module';
import { statisticsModule } from './statistics/statistics.module';
import { tradingModule } from './trading/trading.module';
import { walletModule } from './wallet/wallet.module';
import { webVitalsModule } from './web-vitals/web-vitals.module';

/** Every module in dependency order: a module may use the services of those before it. */
export const allModules: readonly ServerModule[] = [
  authModule,
  opsModule,
  referenceModule,
  siteConfigModule,
  captchaModule,
  i18nModule,
  cookieConsentModule,
  walletModule,
  outboxModule,
  accountsModule,
  sandboxPspModule,
  paymentsModule,
  tradingModule,
  feedModule,
  bettingModule,
  favouritesModule,
  statisticsModule,
  livePushModule,
  webVitalsModule,
  analyticsModule,
];
