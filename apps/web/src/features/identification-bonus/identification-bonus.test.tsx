import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SiteConfigPatch } from '@sportsbook/core/site-config/site-config-patch.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../test/element-size';
import { GUEST, json, mockServer, playerSession, type Handler } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { siteConfigFixture } from '../../test/site-config.fixture';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { ACCOUNT } from '../office/office.fixture';
import { paymentView } from '../payments/payments.fixture';

const UNVERIFIED = { ...ACCOUNT, emailConfirmed: false, phoneConfirmed: false };
const TITLE = 'Get a bonus for identification';

/** Past the answers the offer waits for: an offer would be in the modal queue by now, its code still loading. */
async function expectNoOffer() {
  await new Promise((done) => setTimeout(done, 50));
  expect(useModalStore.getState().records).toEqual([]);
  expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
}

function serve({
  account = UNVERIFIED,
  payments = [],
  hasMore = false,
  patch = { boolean: { identificationBonusModal: true } },
  session = playerSession('newcomer'),
}: {
  account?: typeof ACCOUNT;
  payments?: ReturnType<typeof paymentView>[];
  hasMore?: boolean;
  patch?: SiteConfigPatch;
  session?: typeof GUEST;
} = {}) {
  const accountData = vi.fn<Handler>(() => json({ data: account }));
  mockServer({
    session,
    config: siteConfigFixture('en', patch),
    routes: {
      'POST /web-api/officeapi/getaccountdata': accountData,
      'POST /web-api/officeapi/gethistorypaymentmainaccount': () =>
        json({ data: { items: payments, page: 1, hasMore } }),
      'POST /web-api/officeapi/getLeftMenuData': () => json({ data: [] }),
    },
  });
  return { accountData };
}

describe('the identification bonus popup (UI-09, BON-11)', () => {
  beforeEach(() => stubElementSizes());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    useModalStore.setState({ records: [] });
  });

  it('offers the bonus to a player who is not verified and never deposited, and leads to identification', async () => {
    serve({ payments: [paymentView({ kind: 'deposit', status: 'failed' })] });
    const { router } = renderApp('/en/');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByRole('link', { name: 'Bonus rules' }).getAttribute('href')).toBe(
      '/en/bonus/rules/1st',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Go to identification' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/identification'));
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });

  it('offers it once per quiet period, however it was closed', async () => {
    const first = serve();
    const view = renderApp('/en/');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(first.accountData).toHaveBeenCalledOnce();
    view.unmount();

    const second = serve();
    renderApp('/en/');
    await screen.findByRole('main');
    await expectNoOffer();
    expect(second.accountData).not.toHaveBeenCalled();
  });

  it.each([
    ['the e-mail is confirmed', { account: { ...UNVERIFIED, emailConfirmed: true } }],
    ['the phone is confirmed', { account: { ...UNVERIFIED, phoneConfirmed: true } }],
    ['a deposit went through', { payments: [paymentView({ kind: 'deposit', status: 'succeeded' })] }],
    ['a deposit was refunded', { payments: [paymentView({ kind: 'deposit', status: 'refunded' })] }],
    [
      'the payments fill more than a page',
      { payments: [paymentView({ kind: 'withdrawal', status: 'succeeded' })], hasMore: true },
    ],
  ])('stays away when %s', async (_, options) => {
    const { accountData } = serve(options);
    renderApp('/en/');
    await waitFor(() => expect(accountData).toHaveBeenCalledOnce());
    await expectNoOffer();
  });

  it.each([
    ['the setting is off', { patch: { boolean: { identificationBonusModal: false } } }],
    [
      'the modal is not among the promo modals',
      { patch: { boolean: { identificationBonusModal: true }, promo: { modalNames: [] } } },
    ],
    ['the visitor is a guest', { session: GUEST }],
  ])('does not even ask when %s', async (_, options) => {
    const { accountData } = serve(options);
    renderApp('/en/');
    await screen.findByRole('main');
    await expectNoOffer();
    expect(accountData).not.toHaveBeenCalled();
  });
});
