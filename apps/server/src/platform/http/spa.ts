import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Serves the built web app: hashed files under /assets/ cached for a year, other files of the build root
 * (icons, robots.txt) for an hour, and index.html, never cached, for page URLs (see not-found.ts).
 * Returns the page handler, or null when the web app is not built.
 */
export async function installSpa(
  app: FastifyInstance,
  webDist: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => unknown) | null> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'the web app is not built; pages are not served (npm run build)');
    return null;
  }
  const indexHtml = readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    wildcard: false,
    index: false,
    // The build writes .br and .gz next to every asset at the highest levels; serve those, not on-the-fly output.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  return (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
}
