import type { FastifyInstance } from 'fastify';
import { CAPTCHA_VENDOR_ORIGINS } from '@sportsbook/core/constants/captcha.constants';

/** The statistics frame is the one page other sites may embed (spec section 7, statistics frame). */
const EMBEDDABLE = /^\/[a-z]{2}\/statisticpopup\//;

/** The captcha vendors' scripts, challenge frames, styles and calls (AUTH-26). */
const CAPTCHA = CAPTCHA_VENDOR_ORIGINS.join(' ');

function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${CAPTCHA}`,
    // React writes style attributes (progress widths, virtual-list offsets): inline styles only, never scripts.
    `style-src 'self' 'unsafe-inline' ${CAPTCHA}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ws: wss: ${CAPTCHA}`,
    "media-src 'self' blob:",
    `frame-src 'self' ${CAPTCHA}`,
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
