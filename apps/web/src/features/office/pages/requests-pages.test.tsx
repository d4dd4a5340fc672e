import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubElementSizes } from '../../../test/element-size';
import { json, mockServer, type Handler } from '../../../test/mock-server';
import { renderApp } from '../../../test/render-app';
import { serveOffice } from '../office.fixture';

const message = (id: number, extra: object = {}) => ({
  id,
  type: 'bonus',
  title: `Message ${id}`,
  text: `Text ${id}`,
  createdAt: '2030-01-01T10:00:00Z',
  isRead: false,
  ...extra,
});

describe('messages and requests (ACC-24, ACC-26, ACC-28, ACC-29)', () => {
  beforeEach(() => {
    stubElementSizes();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists messages, filters by type, marks one read on opening and all on request', async () => {
    const list = vi.fn<Handler>(({ body }) =>
      json({
        data: {
          items: (body as { type?: string }).type === 'bet' ? [] : [message(1), message(2, { isRead: true })],
          total: 2,
          unread: 1,
        },
      }),
    );
    const read = vi.fn<Handler>(() => json({ data: { unread: 0 } }));
    serveOffice({
      'POST /web-api/officeapi/getmessages': list,
      'POST /web-api/officeapi/readmessages': read,
    });
    renderApp('/en/office/messages');
    const page = within(await screen.findByRole('main'));
    expect(await page.findByText('Unread: 1')).toBeTruthy();
    await userEvent.click(page.getByRole('button', { name: /Message 1/ }));
    expect(page.getByText('Text 1')).toBeTruthy();
    await waitFor(() => expect(read.mock.calls[0]![0].body).toEqual({ ids: [1] }));
    await userEvent.click(page.getByRole('button', { name: /Message 2/ }));
    expect(read).toHaveBeenCalledOnce();
    await userEvent.click(page.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(read.mock.calls[1]![0].body).toEqual({ all: true }));
    await userEvent.click(page.getByRole('button', { name: 'Bets' }));
    expect(await page.findByText('No messages')).toBeTruthy();
    expect(list.mock.calls.at(-1)![0].body).toEqual({ page: 1, page_size: 20, type: 'bet' });
  });

  it('sends a request to the administration with the player’s name and e-mail filled in', async () => {
    const send = vi.fn<Handler>(() => json({ data: { id: 17 } }));
    serveOffice({ 'POST /web-api/officeapi/sendadminrequest': send });
    renderApp('/en/office/admin-request');
    const page = within(await screen.findByRole('main'));
    const name = (await page.findByLabelText('Your name')) as HTMLInputElement;
    await waitFor(() => expect(name.value).toBe('Alice Smith'));
    await userEvent.click(page.getByRole('button', { name: 'Send request' }));
    expect(page.getByText('This field is required')).toBeTruthy();
    await userEvent.type(page.getByLabelText('Your request'), 'Please check my deposit');
    await userEvent.click(page.getByRole('button', { name: 'Send request' }));
    expect(await page.findByText('Request #17 received')).toBeTruthy();
    expect(send.mock.calls[0]![0].body).toEqual({
      userName: 'Alice Smith',
      email: 'alice@example.com',
      text: 'Please check my deposit',
    });
  });

  it('shares an idea with its topic', async () => {
    const share = vi.fn<Handler>(() => json({ data: { id: 3 } }));
    serveOffice({ 'POST /web-api/officeapi/shareidea': share });
    renderApp('/en/office/share-idea');
    const page = within(await screen.findByRole('main'));
    await userEvent.click(await page.findByRole('button', { name: 'Topic' }));
    await userEvent.click(page.getByRole('option', { name: 'Casino' }));
    await userEvent.type(page.getByLabelText('Your idea'), 'More crash games');
    await userEvent.click(page.getByRole('button', { name: 'Send idea' }));
    expect(await page.findByText('Thank you for your idea')).toBeTruthy();
    expect(share.mock.calls[0]![0].body).toEqual({ text: 'More crash games', topic: 'casino' });
  });

  it('lets a guest appeal a block with the account’s login', async () => {
    const appeal = vi.fn<Handler>(() => json({ data: { received: true } }));
    mockServer({ routes: { 'POST /web-api/account/block-appeal': appeal } });
    renderApp('/en/block/appeal');
    const page = within(await screen.findByRole('main'));
    await userEvent.type(await page.findByLabelText('E-mail, phone or account ID'), '100000042');
    await userEvent.type(page.getByLabelText('E-mail for our answer'), 'bad@');
    await userEvent.type(page.getByLabelText('What happened'), 'I did nothing wrong');
    await userEvent.click(page.getByRole('button', { name: 'Send appeal' }));
    expect(appeal).not.toHaveBeenCalled();
    await userEvent.type(page.getByLabelText('E-mail for our answer'), 'example.org');
    await userEvent.click(page.getByRole('button', { name: 'Send appeal' }));
    expect(await page.findByText('Appeal received')).toBeTruthy();
    expect(appeal.mock.calls[0]![0].body).toEqual({
      login: '100000042',
      email: 'bad@example.org',
      text: 'I did nothing wrong',
    });
  });
});
