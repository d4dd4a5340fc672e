import type { AccountsTables } from '../modules/accounts/accounts.tables';
import type { AnalyticsTables } from '../modules/analytics/analytics.tables';
import type { AuthTables } from '../modules/auth/auth.tables';
import type { BettingTables } from '../modules/betting/betting.tables';
import type { CaptchaTables } from '../modules/captcha/captcha.tables';
import type { CookieConsentTables } from '../modules/cookie-consent/cookie-consent.tables';
import type { FavouritesTables } from '../modules/favourites/favourites.tables';
import type { OpsTables } from '../modules/ops/ops.tables';
import type { OutboxTables } from '../modules/outbox/outbox.tables';
import type { PaymentsTables } from '../modules/payments/payments.tables';
import type { ReferenceTables } from '../modules/reference/reference.tables';
import type { SecurityQuestionsTables } from '../modules/accounts/security-questions/security-questions.tables';
import type { PhoneTables } from '../modules/accounts/phone/phone.tables';
import type { SocialTables } from '../modules/accounts/social/social.tables';
import type { SandboxPspTables } from '../modules/sandbox-psp/sandbox-psp.tables';
import type { SiteConfigTables } from '../modules/site-config/site-config.tables';
import type { StatisticsTables } from '../modules/statistics/statistics.tables';
import type { TwoFactorTables } from '../modules/auth/two-factor/two-factor.tables';
import type { TradingTables } from '../modules/trading/trading.tables';
import type { WalletTables } from '../modules/wallet/wallet.tables';

/** Every table, composed from the modules that own them; a module queries only its own. */
export interface Database
  extends
    AuthTables,
    OpsTables,
    ReferenceTables,
    SiteConfigTables,
    FavouritesTables,
    StatisticsTables,
    TradingTables,
    WalletTables,
    OutboxTables,
    AccountsTables,
    PaymentsTables,
    SandboxPspTables,
    BettingTables,
    TwoFactorTables,
    SecurityQuestionsTables,
    PhoneTables,
    CaptchaTables,
    SocialTables,
    CookieConsentTables,
    AnalyticsTables {}
