import type { ServerModule } from '../../../platform/module';
import { authModule } from '../../auth/auth.module';
import { i18nModule } from '../../i18n/i18n.module';
import { opsModule } from '../../ops/ops.module';
import { referenceModule } from '../../reference/reference.module';
import { siteConfigModule } from '../../site-config/site-config.module';
import { tradingModule } from '../trading.module';

/** The foundation and the trading module: the engine's tests do not need the feed's readers. */
export const TRADING_TEST_MODULES: readonly ServerModule[] = [
  authModule,
  opsModule,
  referenceModule,
  siteConfigModule,
  i18nModule,
  tradingModule,
];

export const SMALL_WORLD = { modules: TRADING_TEST_MODULES, settings: { feedWorld: 'small' } } as const;
