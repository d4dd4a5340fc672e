import type { FastifyInstance } from 'fastify';

/** The statistics frame is the one page other sites may embed (spec section 7, statistics frame). */
const EMBEDDABLE = /^\/[a-z]{2}\/statisticpopup\//;

function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // React writes style attributes (progress widths, virtual-list offsets): inline styles only, never scripts.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "media-src 'self' blob:",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

const STRICT_CSP = contentSecurityPolicy("'none'");
const EMBEDDABLE_CSP = contentSecurityPolicy('*');

export function installSecurityHeaders(app: FastifyInstance, options: { hsts: boolean }): void {
  app.addHook('onSend', async (request, reply) => {
    const embeddable = EMBEDDABLE.test(request.url);
    reply.header('content-security-policy', embeddable ? EMBEDDABLE_CSP : STRICT_CSP);
    if (!embeddable) reply.header('x-frame-options', 'DENY');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (options.hsts) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
