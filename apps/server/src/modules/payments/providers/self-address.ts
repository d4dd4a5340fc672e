import type { FastifyInstance } from 'fastify';

/**
 * The server's own address as another process on this machine reaches it: where the embedded provider's API
 * and our webhook live while the sandbox runs inside the product. Known only once the server listens.
 */
export function selfAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening yet');
  if (address.family === 'IPv6') {
    return `http://[${address.address === '::' ? '::1' : address.address}]:${address.port}`;
  }
  return `http://${address.address === '0.0.0.0' ? '127.0.0.1' : address.address}:${address.port}`;
}
