import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentPopup } from '@sportsbook/core/site-config/geo-section.schema';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../shared/ui/modal/modal.store';
import { stubElementSizes } from '../../test/element-size';
import { mockServer } from '../../test/mock-server';
import { renderApp } from '../../test/render-app';
import { siteConfigFixture } from '../../test/site-config.fixture';

const CASH_AGENTS: AgentPopup = {
  id: 'cash-agents',
  titleKey: 'agentPopup.cashAgents.title',
  textKey: 'agentPopup.cashAgents.text',
  link: '/information/payment',
  countries: [],
};
const TITLE = 'Pay through a local agent';

/** The configuration as the server serves it to a visitor's country: with that country's agent popups only. */
function serveWithPopups(popups: AgentPopup[]) {
  const config = siteConfigFixture();
  mockServer({ config: { ...config, geo: { ...config.geo, agentPopups: popups } } });
}

describe('agent popups (CFG-20)', () => {
  beforeEach(() => stubElementSizes());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    useModalStore.setState({ records: [] });
  });

  it('shows a popup the server served, and leads to how paying through agents works', async () => {
    serveWithPopups([CASH_AGENTS]);
    const { router } = renderApp('/en/');
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog.textContent).toContain('cash at a payment agent near you');
    await userEvent.click(within(dialog).getByRole('link', { name: 'How it works' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/information/payment'));
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });

  it('shows nothing where the server served no popups', async () => {
    serveWithPopups([]);
    renderApp('/en/');
    await screen.findByRole('main');
    await new Promise((done) => setTimeout(done, 50));
    expect(useModalStore.getState().records).toEqual([]);
  });

  it('shows each popup once per quiet period, the next one on the next visit', async () => {
    const other = { ...CASH_AGENTS, id: 'agent-map', titleKey: 'agentPopup.more' };
    serveWithPopups([CASH_AGENTS, other]);
    const first = renderApp('/en/');
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: TITLE })).getAllByRole('button', {
        name: 'Close',
      })[0]!,
    );
    first.unmount();

    serveWithPopups([CASH_AGENTS, other]);
    const second = renderApp('/en/');
    expect(await screen.findByRole('dialog', { name: 'How it works' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    second.unmount();
    useModalStore.setState({ records: [] });

    serveWithPopups([CASH_AGENTS, other]);
    renderApp('/en/');
    await screen.findByRole('main');
    await new Promise((done) => setTimeout(done, 50));
    expect(useModalStore.getState().records).toEqual([]);
  });
});
