import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { RemoteRegistry } from '@shop/shared/federation';

export type CspDirectives = Record<string, string[]>;

/** Origins of the remotes whose manifests the registry places on another site (a CDN); none by default. */
export function remoteOrigins(registry: RemoteRegistry): string[] {
  const origins = new Set<string>();
  for (const remote of registry.remotes) {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(remote.manifest)) continue; // a path: the page's own origin
    const { origin } = new URL(remote.manifest);
    if (origin !== 'null') origins.add(origin);
  }
  return [...origins].sort();
}

/**
 * The shop's Content-Security-Policy: its own origin plus the remotes' (scripts, chunks, styles, images,
 * fonts and the manifest fetch). Inline styles are allowed for antd's cssinjs, which writes `<style>`
 * elements at run time; scripts never run inline or through eval. Images and fonts may be `data:` URLs
 * (the favicon, antd's icons).
 */
export function shopCspDirectives(origins: string[]): CspDirectives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...origins],
    'style-src': ["'self'", "'unsafe-inline'", ...origins],
    'img-src': ["'self'", 'data:', ...origins],
    'font-src': ["'self'", 'data:', ...origins],
    'connect-src': ["'self'", ...origins],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The header's text, directives in the given order (what nginx's `add_header` repeats). */
export function formatCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** Headers besides CSP and HSTS that every answer carries; deploy/security-headers.conf repeats them. */
export const fixedSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
} as const;

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer (helmet): the CSP above, no framing, no MIME sniffing, the referrer cut
 * to the origin across sites. HSTS only on requests that came over https (directly or, with TRUST_PROXY,
 * per the proxy's X-Forwarded-Proto): sent over plain http it would be ignored or lock out a test site.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  directives: CspDirectives,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: fixedSecurityHeaders['referrer-policy'] },
    crossOriginOpenerPolicy: { policy: fixedSecurityHeaders['cross-origin-opener-policy'] },
    // Not sent: the remote builds under /mf/ may be loaded by a host on another origin.
    crossOriginResourcePolicy: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
