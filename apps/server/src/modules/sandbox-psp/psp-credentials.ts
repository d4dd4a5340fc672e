import { createHmac } from 'node:crypto';

/** What the merchant's dashboard of a real provider would show: the API key and the webhook signing secret. */
export interface SandboxPspCredentials {
  readonly apiKey: string;
  readonly webhookSecret: string;
}

/**
 * The sandbox's keys, derived from the deployment's master secret under labels of their own, so every process of
 * one deployment agrees on them, they survive restarts, and neither reveals the master secret or the other.
 */
export function sandboxPspCredentials(masterSecret: string): SandboxPspCredentials {
  const derive = (label: string) => createHmac('sha256', masterSecret).update(label).digest('base64url');
  return {
    apiKey: `sk_sandbox_${derive('sandbox-psp api key')}`,
    webhookSecret: `whsec_${derive('sandbox-psp webhook secret')}`,
  };
}
