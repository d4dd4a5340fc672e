import type { ServerModule } from '../../../platform/module';
import { authModule } from '../../auth/auth.module';
import { captchaModule } from '../../captcha/captcha.module';
import { feedModule } from '../../feed/feed.module';
import { i18nModule } from '../../i18n/i18n.module';
import { opsModule } from '../../ops/ops.module';
import { outboxModule } from '../../outbox/outbox.module';
import { referenceModule } from '../../reference/reference.module';
import { siteConfigModule } from '../../site-config/site-config.module';
import { tradingModule } from '../../trading/trading.module';
import { walletModule } from '../../wallet/wallet.module';
import { bettingModule } from '../betting.module';

/** The modules betting needs (tests and the bets bench leave the others' work out). */
export const BETTING_MODULES: readonly ServerModule[] = [
  authModule,
  opsModule,
  referenceModule,
  siteConfigModule,
  captchaModule,
  i18nModule,
  walletModule,
  outboxModule,
  tradingModule,
  feedModule,
  bettingModule,
];
