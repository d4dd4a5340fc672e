import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BETS_PAGES } from '../bets/bets-pages';
import { PAYMENT_PAGES } from '../payments/payment-pages';
import { WALLET_PAGES } from '../wallet/wallet-pages';

type Page = LazyExoticComponent<ComponentType>;

/** A page module's named export as a lazy component: each page is its own chunk, loaded on first visit. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const accountEdit = () => import('./pages/account-edit-page');
const mailing = () => import('./pages/mailing-page');
const phoneBinding = () => import('./pages/phone-binding-page');

/** Office route id -> its page. Routes not listed belong to later releases and say so. */
export const OFFICE_PAGES: Readonly<Record<string, Page>> = {
  ...PAYMENT_PAGES,
  ...WALLET_PAGES,
  ...BETS_PAGES,
  'office.account': page(
    () => import('./pages/account-page'),
    (m) => m.AccountPage,
  ),
  'office.accountEdit': page(accountEdit, (m) => m.AccountEditPage),
  'office.clarifyData': page(accountEdit, (m) => m.ClarifyDataPage),
  'office.changeLogin': page(
    () => import('./pages/change-login-page'),
    (m) => m.ChangeLoginPage,
  ),
  'office.changePassword': page(
    () => import('./pages/change-password-page'),
    (m) => m.ChangePasswordPage,
  ),
  'office.sessionHistory': page(
    () => import('./pages/sessions-page'),
    (m) => m.SessionsPage,
  ),
  'office.security': page(
    () => import('./pages/security-page'),
    (m) => m.SecurityPage,
  ),
  'office.settings': page(
    () => import('./pages/settings-hub-page'),
    (m) => m.SettingsHubPage,
  ),
  'office.settingsAccount': page(
    () => import('./pages/settings-account-page'),
    (m) => m.SettingsAccountPage,
  ),
  'office.settingsMailing': page(mailing, (m) => m.MailingPage),
  'office.emailSubscription': page(mailing, (m) => m.MailingPage),
  'office.settingsDisallowedSports': page(
    () => import('./pages/disallowed-sports-page'),
    (m) => m.DisallowedSportsPage,
  ),
  'office.messages': page(
    () => import('./pages/messages-page'),
    (m) => m.MessagesPage,
  ),
  'office.adminRequest': page(
    () => import('./pages/admin-request-page'),
    (m) => m.AdminRequestPage,
  ),
  'office.shareIdea': page(
    () => import('./pages/share-idea-page'),
    (m) => m.ShareIdeaPage,
  ),
  'office.emailActivation': page(
    () => import('./pages/email-activation-page'),
    (m) => m.EmailActivationPage,
  ),
  'office.phoneBinding': page(phoneBinding, (m) => m.PhoneBindingPage),
  'office.phoneActivation': page(phoneBinding, (m) => m.PhoneBindingPage),
  'office.phoneChange': page(
    () => import('./pages/phone-change-page'),
    (m) => m.PhoneChangePage,
  ),
  'office.emailChange': page(
    () => import('./pages/email-change-page'),
    (m) => m.EmailChangePage,
  ),
  'office.support': page(
    () => import('./pages/support-page'),
    (m) => m.SupportPage,
  ),
};
