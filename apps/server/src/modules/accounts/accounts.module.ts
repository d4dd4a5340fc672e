import type { ServerModule } from '../../platform/module';
import { AUTH_FLOWS } from '../auth/auth-flows';
import { AUTH_SERVICE } from '../auth/auth.service';
import { CAPTCHA_SERVICE } from '../captcha/captcha.service';
import { OUTBOX_SERVICE } from '../outbox/outbox.service';
import { REFERENCE_SERVICE } from '../reference/reference.service';
import { SITE_CONFIG_SERVICE } from '../site-config/site-config.service';
import { WALLET_SERVICE } from '../wallet/wallet.contract';
import { AccountDataService } from './account-data.service';
import { registerAccountRoutes } from './account.routes';
import { AccountsConfig } from './accounts-config';
import { registerAccountsOpsRoutes } from './accounts-ops.routes';
import { ACCOUNTS_SERVICE } from './accounts.service';
import { defaultFieldSets } from './default-field-sets.data';
import { regionSeeds } from './geo-regions.data';
import { registerOfficeRoutes } from './office.routes';
import { registerPhoneListRoutes } from './phone-lists.routes';
import { registerPhoneModuleRoutes } from './phone/phone-module';
import { ProfileRepository } from './profile.repository';
import { RegistrationDataService } from './registration-data.service';
import { RegistrationFieldsService } from './registration-fields.service';
import { RegistrationPhoneService } from './registration-phone.service';
import { RegistrationSubmitService } from './registration-submit.service';
import { registerRegistrationSubmitRoutes } from './registration-submit.routes';
import { registerRegistrationRoutes } from './registration.routes';
import { RegistrationRepository } from './registration.repository';
import { registerSecurityQuestionRoutes } from './security-questions/security-questions.routes';
import { SecurityQuestionsService } from './security-questions/security-questions.service';
import { SettingsService } from './settings.service';
import { registerSocialLogin } from './social/social-module';
import { SupportPins } from './support-pin';
import { VerifiedPayerRegistration } from './verified-payer';

/** Registration, the account area and their operator calls. The wallet and outbox are looked up when used. */
export const accountsModule: ServerModule = {
  name: 'accounts',
  async provide(ctx) {
    // The default field sets and region lists are needed by every start, not only demo ones.
    await new RegistrationRepository(ctx.db).seed(defaultFieldSets(), regionSeeds(), ctx.clock.now());
    const profiles = new ProfileRepository(ctx.db);
    const settings = new SettingsService(profiles, ctx.clock);
    const payers = new VerifiedPayerRegistration({
      auth: () => ctx.services.get(AUTH_SERVICE),
      wallet: () => ctx.services.get(WALLET_SERVICE),
      reference: () => ctx.services.get(REFERENCE_SERVICE),
      siteConfig: () => ctx.services.get(SITE_CONFIG_SERVICE),
      profiles,
      clock: ctx.clock,
    });
    ctx.services.provide(ACCOUNTS_SERVICE, {
      settings: (userId) => settings.get(userId),
      checkPayer: (payer, market) => payers.check(payer, market),
      payerPasswordHash: () => payers.passwordHash(),
      createPayer: (input, trx) => payers.create(input, trx),
    });
  },
  register(ctx, routes, app) {
    const auth = ctx.services.get(AUTH_SERVICE);
    const flows = ctx.services.get(AUTH_FLOWS);
    const reference = () => ctx.services.get(REFERENCE_SERVICE);
    const siteConfig = () => ctx.services.get(SITE_CONFIG_SERVICE);
    const outbox = () => ctx.services.get(OUTBOX_SERVICE);
    const repository = new RegistrationRepository(ctx.db);
    const profiles = new ProfileRepository(ctx.db);
    const config = new AccountsConfig(repository, ctx.clock);
    const fields = new RegistrationFieldsService(repository, config, reference, siteConfig);
    const data = new RegistrationDataService(config, siteConfig);
    const pins = new SupportPins(profiles, ctx.clock, ctx.settings.sessionSecret);
    const submit = new RegistrationSubmitService({
      db: ctx.db,
      auth,
      flows,
      wallet: () => ctx.services.get(WALLET_SERVICE),
      fields,
      data,
      config,
      profiles,
      reference: reference(),
      siteConfig: siteConfig(),
      regions: repository,
      captcha: ctx.services.get(CAPTCHA_SERVICE),
      clock: ctx.clock,
    });
    registerRegistrationRoutes(routes, {
      fields,
      data,
      config,
      repository,
      reference,
      settings: ctx.settings,
    });
    registerRegistrationSubmitRoutes(routes, {
      submit,
      phone: new RegistrationPhoneService(auth, flows),
      captcha: ctx.services.get(CAPTCHA_SERVICE),
      reference,
      settings: ctx.settings,
    });
    const questions = new SecurityQuestionsService(ctx.db, auth.hasher, ctx.clock);
    registerAccountRoutes(routes, {
      account: new AccountDataService({
        auth,
        profiles,
        regions: repository,
        fields,
        reference,
        siteConfig,
        clock: ctx.clock,
      }),
      settings: new SettingsService(profiles, ctx.clock),
      auth,
      questions,
      clock: ctx.clock,
    });
    registerOfficeRoutes(routes, { auth, profiles, config, pins, outbox, siteConfig, clock: ctx.clock });
    registerPhoneListRoutes(routes, reference);
    registerSecurityQuestionRoutes(routes, questions);
    registerPhoneModuleRoutes(routes, { db: ctx.db, auth, flows, questions, clock: ctx.clock });
    registerAccountsOpsRoutes(routes, { repository, config, profiles, pins, auth, clock: ctx.clock });
    registerSocialLogin(ctx, routes, app, submit);
  },
};
