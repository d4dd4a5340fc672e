import { plainText, type OutboxTransport } from './outbox-transport';

const TIMEOUT_MS = 10_000;

/**
 * SMS through an HTTP gateway (SMS_GATEWAY_URL): POST JSON `{ id, to, text }`, `to` in international digits;
 * any 2xx answer means accepted. `id` is the outbox id, so a gateway can drop a retried duplicate.
 */
export function smsGatewayTransport(url: string): OutboxTransport {
  return {
    name: 'sms-gateway',
    external: true,
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: String(message.id), to: message.recipient, text: plainText(message) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
