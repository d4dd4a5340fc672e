/**
 * Sign-In with Ethereum messages (EIP-4361), the text a wallet signs for the metamask sign-in. The web builds
 * it, the server parses it back and checks every field it relies on, so both sides share one layout.
 */
export interface SiweMessage {
  readonly domain: string;
  readonly address: string;
  readonly statement: string;
  readonly uri: string;
  readonly version: '1';
  readonly chainId: number;
  readonly nonce: string;
  readonly issuedAt: string;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const NONCE = /^[A-Za-z0-9]{8,}$/;

export function buildSiweMessage(message: SiweMessage): string {
  return [
    `${message.domain} wants you to sign in with your Ethereum account:`,
    message.address,
    '',
    message.statement,
    '',
    `URI: ${message.uri}`,
    `Version: ${message.version}`,
    `Chain ID: ${message.chainId}`,
    `Nonce: ${message.nonce}`,
    `Issued At: ${message.issuedAt}`,
  ].join('\n');
}

/** The message's fields, or null when it does not follow the layout above exactly. */
export function parseSiweMessage(text: string): SiweMessage | null {
  const lines = text.split('\n');
  if (lines.length !== 10 || lines[2] !== '' || lines[4] !== '') return null;
  const header = /^(\S+) wants you to sign in with your Ethereum account:$/.exec(lines[0] ?? '');
  const field = (line: string | undefined, name: string) =>
    line?.startsWith(`${name}: `) ? line.slice(name.length + 2) : null;
  const address = lines[1] ?? '';
  const uri = field(lines[5], 'URI');
  const version = field(lines[6], 'Version');
  const chainId = Number(field(lines[7], 'Chain ID'));
  const nonce = field(lines[8], 'Nonce');
  const issuedAt = field(lines[9], 'Issued At');
  if (!header?.[1] || !ADDRESS.test(address) || !uri || version !== '1') return null;
  if (!Number.isSafeInteger(chainId) || chainId <= 0 || !nonce || !NONCE.test(nonce)) return null;
  if (!issuedAt || Number.isNaN(Date.parse(issuedAt))) return null;
  return {
    domain: header[1],
    address,
    statement: lines[3] ?? '',
    uri,
    version: '1',
    chainId,
    nonce,
    issuedAt,
  };
}
