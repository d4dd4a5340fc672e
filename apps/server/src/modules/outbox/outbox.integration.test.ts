import { createServer as createHttpServer, type IncomingMessage } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, describeEachDatabase } from '../../../test/harness/test-app';
import { lastMessageTo } from './outbox-test-support';
import { OUTBOX_SERVICE } from './outbox.service';

/** A minimal SMTP server: accepts every message and keeps its DATA. */
function fakeSmtp() {
  const received: string[] = [];
  const server = createTcpServer((socket) => {
    let data: string | null = null;
    socket.write('220 localhost ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (data !== null) {
          if (line === '.') {
            received.push(data);
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250-localhost\r\n250 OK\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else if (line !== '') socket.write('250 OK\r\n');
      }
    });
  });
  return { server, received };
}

/** An SMS gateway that refuses numbers ending in 0 with a 500. */
function fakeGateway() {
  const received: { id: string; to: string; text: string }[] = [];
  const server = createHttpServer((request: IncomingMessage, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const sms = JSON.parse(body);
      if (sms.to.endsWith('0')) return void response.writeHead(500).end();
      received.push(sms);
      response.writeHead(202).end();
    });
  });
  return { server, received };
}

const smtp = fakeSmtp();
const gateway = fakeGateway();
await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
await new Promise<void>((resolve) => gateway.server.listen(0, '127.0.0.1', resolve));
const port = (server: { address(): unknown }) => (server.address() as AddressInfo).port;
afterAll(() => {
  smtp.server.close();
  gateway.server.close();
});

describeEachDatabase(
  'outbox',
  (t) => {
    const outbox = () => t().app.ctx.services.get(OUTBOX_SERVICE);
    const sms = (recipient: string) =>
      outbox().enqueue({
        channel: 'sms',
        recipient,
        subject: 'Code',
        text: 'Your code: 123456',
        purpose: 'test',
        sensitive: true,
      });

    it('delivers e-mail over SMTP and SMS to the gateway, then blanks the sensitive text', async () => {
      await outbox().enqueue({
        channel: 'email',
        recipient: 'smtp@test.local',
        subject: 'Hello there',
        text: 'Body text',
        links: [{ label: 'Open', url: 'https://example.com/x' }],
        purpose: 'test',
      });
      await sms('77011234567');
      while ((await outbox().deliverDue()) > 0);
      expect(
        smtp.received.some(
          (data) => data.includes('Subject: Hello there') && data.includes('https://example.com/x'),
        ),
      ).toBe(true);
      expect(gateway.received.find((m) => m.to === '77011234567')?.text).toContain('123456');
      const email = await lastMessageTo(t().app.ctx.db, 'smtp@test.local');
      expect(email).toMatchObject({ status: 'sent', transport: 'smtp', body_text: 'Body text' });
      const text = await lastMessageTo(t().app.ctx.db, '77011234567');
      expect(text).toMatchObject({
        status: 'sent',
        transport: 'sms-gateway',
        body_text: '[delivered; text removed]',
      });
    });

    it('keeps a refused message pending for a later attempt', async () => {
      await sms('77011234560');
      await outbox().deliverDue();
      const message = await lastMessageTo(t().app.ctx.db, '77011234560');
      expect(message).toMatchObject({
        status: 'pending',
        attempts: 1,
        last_error: 'SMS gateway answered 500',
      });
      expect(message.next_attempt_at.getTime()).toBe(t().clock.nowMs() + 10_000);
    });

    it('shows the development mailbox with every value escaped, filtered by recipient', async () => {
      await outbox().enqueue({
        channel: 'email',
        recipient: 'mailbox@test.local',
        subject: '<script>alert(1)</script>',
        text: 'a & b <b>',
        links: [
          { label: 'Go', url: 'https://example.com/?a=1&b=2' },
          { label: 'Bad', url: 'javascript:alert(1)' },
        ],
        purpose: 'test',
      });
      const page = await t().app.inject({ method: 'GET', url: '/dev/mailbox?to=MAILBOX@test.local' });
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(page.body).not.toContain('<script>');
      expect(page.body).toContain('a &amp; b &lt;b&gt;');
      expect(page.body).toContain('<a href="https://example.com/?a=1&amp;b=2">Go</a>');
      expect(page.body).not.toContain('href="javascript');
      expect(page.body).not.toContain('smtp@test.local');
    });
  },
  {
    settings: {
      smtpUrl: `smtp://127.0.0.1:${port(smtp.server)}`,
      smsGatewayUrl: `http://127.0.0.1:${port(gateway.server)}/sms`,
    },
  },
);

describe('the development mailbox in production', () => {
  it('does not exist', async () => {
    const app = await createTestApp('pglite', { settings: { mode: 'production' } });
    try {
      expect((await app.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
