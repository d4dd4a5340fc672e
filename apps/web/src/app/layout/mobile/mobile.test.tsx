import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { BottomBar } from './bottom-bar';

describe('mobile navigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has Sports, Live, Casino, Coupon and Menu, with the coupon count as a badge', () => {
    render(
      <MemoryRouter initialEntries={['/en/line']}>
        <BottomBar couponCount={3} />
      </MemoryRouter>,
    );
    const bar = within(screen.getByRole('navigation', { name: 'Quick navigation' }));
    expect(bar.getAllByRole('link').map((link) => link.textContent)).toEqual(['Sports', 'Live', 'Casino']);
    expect(bar.getByLabelText('3 selections')).toBeTruthy();
    expect(bar.getByRole('button', { name: /Menu/ })).toBeTruthy();
  });

  it('opens the menu sheet with the sections, preferences and information, and the coupon sheet', async () => {
    mockServer();
    renderApp('/en/casino');
    await screen.findByRole('heading', { level: 1, name: 'Casino' });
    const bar = within(screen.getByRole('navigation', { name: 'Quick navigation' }));
    await userEvent.click(bar.getByRole('button', { name: /Menu/ }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Esports' }).getAttribute('href')).toBe('/en/cyber');
    expect(menu.getByRole('link', { name: 'Русский' }).getAttribute('href')).toBe('/ru/casino');
    expect(menu.getByRole('link', { name: 'Privacy policy' })).toBeTruthy();
    await userEvent.click(menu.getByRole('link', { name: 'Esports' }));
    await screen.findByRole('heading', { level: 1, name: 'Esports' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();

    await userEvent.click(bar.getByRole('button', { name: /Bet slip/ }));
    expect(
      within(screen.getByRole('dialog', { name: 'Bet slip' })).getByText('Your bet slip is empty'),
    ).toBeTruthy();
  });
});
