import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, requestLocale, type Locale } from '@dokkho/contract/locale';
import { AppError } from '../lib/app-error';

/** The language a page is served in, and whether the address asked for it (`?lang=bn`, hreflang links). */
export interface PageLocale {
  lang: Locale;
  explicit: boolean;
}

/** `?lang=` in the address (the hreflang alternates link there), else the visitor's choice or browser. */
function pageLocale(request: FastifyRequest): PageLocale {
  const asked = new URL(request.url, 'http://page').searchParams.get('lang');
  if (isLocale(asked)) return { lang: asked, explicit: true };
  return { lang: requestLocale(request.headers), explicit: false };
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Paths that are never client routes: a miss there is a real 404, not the SPA. */
const NON_SPA_PREFIXES = ['/api/', '/chat/', '/assets/', '/demo/', '/demo-gateway/'];
/** Unlisted pages (a shared resume, /r/{token}): reachable by link, never listed by search engines. */
const UNLISTED_PREFIXES = ['/r/'];

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, pre-compressed
 * .br/.gz files when the browser accepts them, and index.html for client routes.
 */
export interface SpaOptions {
  webDistDir: string;
  /** Per-page title, description and structured data for index.html (link previews, search engines). */
  renderPage?: (indexHtml: string, request: FastifyRequest, locale: PageLocale) => Promise<string>;
}

export async function registerSpa(app: FastifyInstance, options: SpaOptions) {
  const indexPath = path.join(options.webDistDir, 'index.html');
  const built = existsSync(indexPath);

  if (built) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      // Register a route per file at start-up: a missing file falls to the not-found handler below,
      // so a stale tab asking for an old /assets/*.js gets a 404, not index.html (STACK.md).
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.startsWith(path.join(options.webDistDir, 'assets') + path.sep);
        reply.header('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const indexHtml = built ? readFileSync(indexPath, 'utf8') : null;

  // Client routes are a real wildcard route, not the not-found handler: route hooks (compression) apply,
  // and the static file routes registered above still win because they are more specific.
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NON_SPA_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix);
    if (!isPage) {
      throw AppError.notFound(); // said in the request's language by the error handler
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    // Unknown client routes still get the app: the SPA renders its own not-found page (SPEC.md §2).
    // The style nonce of this response's CSP, for the few inline <style> elements libraries insert.
    const nonce = (reply as FastifyReply & { cspNonce?: { style: string } }).cspNonce?.style;
    let html = nonce
      ? indexHtml.replace('</head>', `    <meta name="csp-nonce" content="${nonce}" />\n  </head>`)
      : indexHtml;
    const locale = pageLocale(request);
    if (options.renderPage) {
      try {
        html = await options.renderPage(html, request, locale);
      } catch (error) {
        // Meta is a nicety: the page must still load when it cannot be made.
        request.log.warn({ err: error }, 'page meta failed');
      }
    }
    // The interface language (issue 16): the visitor's choice, else their browser's; the page's script
    // opens in it, screen readers read it right, and the same URL answers each visitor in theirs.
    html = html.replace(/<html lang="[^"]*">/, `<html lang="${locale.lang}">`);
    reply.header('Vary', 'Cookie, Accept-Language');
    if (UNLISTED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
      reply.header('X-Robots-Tag', 'noindex, nofollow');
    }
    return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(html);
  };

  app.get('/*', { schema: { hide: true } }, servePage);
  app.setNotFoundHandler(servePage);
}
