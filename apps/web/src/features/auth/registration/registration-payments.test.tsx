import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { json, mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { siteConfigFixture } from '../../../test/site-config.fixture';
import { OFFERED_METHODS, registrationRoutes } from './registration.fixture';

function serve(methods: Handler, config = siteConfigFixture()) {
  return mockServer({
    config,
    routes: { ...registrationRoutes(), 'GET /web-api/payments/methods': methods },
  });
}

const offered = () => json({ data: { country: 'DE', methods: OFFERED_METHODS } });
const methodCalls = (server: ReturnType<typeof mockServer>) =>
  server.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === '/web-api/payments/methods',
  );

describe('payment methods under the registration form (REG-40)', () => {
  beforeEach(() => stubElementSizes());
  afterEach(() => vi.restoreAllMocks());

  it('shows the first 15 offered deposit methods by default', async () => {
    serve(offered);
    renderApp('/en/registration');
    const list = await screen.findByRole('region', { name: 'Deposit with' });
    const names = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual(OFFERED_METHODS.slice(0, 15).map((method) => method.name));
  });

  it('follows the configured number', async () => {
    serve(offered, siteConfigFixture('en', { registration: { paymentsShown: 4 } }));
    renderApp('/en/registration');
    const list = await screen.findByRole('region', { name: 'Deposit with' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
  });

  it('asks for no methods when the configured number is 0', async () => {
    const server = serve(offered, siteConfigFixture('en', { registration: { paymentsShown: 0 } }));
    renderApp('/en/registration');
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    expect(methodCalls(server)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Deposit with' })).toBeNull();
  });

  it('leaves the logos out when the methods cannot be loaded, and only logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(() => json({ errors: [{ code: 'INTERNAL' }] }, 500));
    renderApp('/en/registration');
    expect(await screen.findByLabelText('E-mail')).toBeTruthy();
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('error load payment methods', expect.anything()));
    expect(screen.queryByRole('region', { name: 'Deposit with' })).toBeNull();
  });
});
