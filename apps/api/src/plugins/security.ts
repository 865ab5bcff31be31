import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers with a strict CSP: scripts and styles only from our own origin (the Vite build emits
 * no inline script), no framing, no plugins. Style attributes set by React go through the CSSOM, which
 * CSP does not block; the one inline <style> element (Radix dialogs' scroll lock, react-style-singleton)
 * carries the per-response nonce that the SPA renderer hands to the page in `<meta name="csp-nonce">`,
 * so style-src needs no 'unsafe-inline'.
 */
/**
 * The origins of the outside services the browser calls itself (today the chat widget's IP lookup,
 * CHAT_IP_LOOKUP_URL), for connect-src: a path on this site or an unset one adds nothing.
 */
export function crossOriginConnectSources(urls: readonly (string | null | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !/^https?:\/\//.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // config.ts validates the shape; an unparsable value just adds nothing.
    }
  }
  return [...origins];
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean; connectSources?: readonly (string | null | undefined)[] },
) {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'", ...crossOriginConnectSources(options.connectSources ?? [])],
        'media-src': ["'self'", 'blob:'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        // Upgrading only makes sense when we are served over HTTPS; on http://localhost it breaks assets.
        ...(options.https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
