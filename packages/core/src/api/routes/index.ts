import type { RouteDefinition } from '../route-definition';
import { accountAreaRoutes } from './account-area.routes';
import { accountsOpsRoutes } from './accounts-ops.routes';
import { analyticsRoutes } from './analytics.routes';
import { analyticsOpsRoutes } from './analytics-ops.routes';
import { authRoutes } from './auth.routes';
import { betsRoutes } from './bets.routes';
import { bettingOpsRoutes } from './betting-ops.routes';
import { captchaRoutes } from './captcha.routes';
import { contentRoutes } from './content.routes';
import { favoritesRoutes } from './favorites.routes';
import { feedRoutes } from './feed.routes';
import { internalOfficeRoutes } from './internal-office.routes';
import { ledgerOpsRoutes } from './ledger-ops.routes';
import { liveBetRoutes } from './livebet.routes';
import { liveBetSaleRoutes } from './livebet-sale.routes';
import { livePushRoutes } from './live-push.routes';
import { mainFeedRoutes } from './main-feed.routes';
import { officeApiRoutes } from './officeapi.routes';
import { paymentsRoutes } from './payments.routes';
import { paymentsOpsRoutes } from './payments-ops.routes';
import { opsRoutes } from './ops.routes';
import { phoneRoutes } from './phone.routes';
import { referralRoutes } from './referral.routes';
import { registrationRoutes } from './registration.routes';
import { registrationSubmitRoutes } from './registration-submit.routes';
import { restcoreRoutes } from './restcore.routes';
import { siteConfigRoutes } from './site-config.routes';
import { statisticsRoutes } from './statistics.routes';
import { subscriptionRoutes } from './subscription.routes';
import { tokenRoutes } from './token.routes';
import { tradingOpsRoutes } from './trading-ops.routes';
import { translationRoutes } from './translation.routes';
import { userDataRoutes } from './user-data.routes';
import { userRoutes } from './user.routes';
import { verificationRoutes } from './verification.routes';
import { webUserRoutes } from './web-user.routes';

/** Every route the server answers, in one table: it drives mounting, auth, validation, OpenAPI and docs/API.md. */
export const allRoutes: readonly RouteDefinition[] = [
  ...authRoutes,
  ...tokenRoutes,
  ...userRoutes,
  ...webUserRoutes,
  ...officeApiRoutes,
  ...paymentsRoutes,
  ...accountAreaRoutes,
  ...internalOfficeRoutes,
  ...phoneRoutes,
  ...registrationRoutes,
  ...registrationSubmitRoutes,
  ...userDataRoutes,
  ...referralRoutes,
  ...verificationRoutes,
  ...contentRoutes,
  ...liveBetRoutes,
  ...liveBetSaleRoutes,
  ...betsRoutes,
  ...favoritesRoutes,
  ...subscriptionRoutes,
  ...feedRoutes,
  ...mainFeedRoutes,
  ...statisticsRoutes,
  ...restcoreRoutes,
  ...analyticsRoutes,
  ...captchaRoutes,
  ...opsRoutes,
  ...analyticsOpsRoutes,
  ...ledgerOpsRoutes,
  ...paymentsOpsRoutes,
  ...accountsOpsRoutes,
  ...tradingOpsRoutes,
  ...bettingOpsRoutes,
  ...livePushRoutes,
  ...siteConfigRoutes,
  ...translationRoutes,
];
