import { createTransport } from 'nodemailer';
import { plainText, type OutboxTransport } from './outbox-transport';

/** E-mail through the SMTP server of SMTP_URL (`smtp://user:pass@host:587`, `smtps://...` for TLS). */
export function smtpTransport(url: string, from: string): OutboxTransport {
  const mailer = createTransport(url);
  return {
    name: 'smtp',
    external: true,
    async send(message) {
      await mailer.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: plainText(message),
      });
    },
  };
}
