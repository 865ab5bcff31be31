import { existsSync } from 'node:fs';
import { RESUME_PDF_MESSAGES } from '@dokkho/contract/resume';
import { chromium, type Browser } from 'playwright-core';
import { AppError } from '../../lib/app-error';

/**
 * Resume and cover-letter PDFs from HTML, through a headless Chromium (playwright-core drives a browser
 * installed on the machine; nothing is downloaded). Chromium shapes Bangla with HarfBuzz and embeds the
 * fonts as real text, which a PDF library without complex-script shaping cannot do.
 */
export interface PdfRenderer {
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The Chromium to use, or null for none (the PDF routes then answer 503 and the web app prints in the
 * browser). PDF_RENDERER=off turns server rendering off; CHROMIUM_PATH names the executable.
 */
export function findChromium(env: NodeJS.ProcessEnv): string | null {
  if (env.PDF_RENDERER === 'off') return null;
  const configured = env.CHROMIUM_PATH?.trim();
  if (configured) return existsSync(configured) ? configured : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

const RENDER_TIMEOUT_MS = 20_000;
const MAX_QUEUE = 10;

export function createChromiumPdfRenderer(options: {
  executablePath: string;
  maxConcurrent?: number;
}): PdfRenderer {
  const maxConcurrent = Math.max(1, options.maxConcurrent ?? 2);
  let browser: Promise<Browser> | null = null;
  let closed = false;
  let active = 0;
  const waiting: (() => void)[] = [];

  function launch(): Promise<Browser> {
    const launching = chromium
      .launch({
        executablePath: options.executablePath,
        headless: true,
        // Containers often lack the sandbox's kernel features and a large /dev/shm.
        args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu', '--font-render-hinting=none'],
      })
      .then((b) => {
        b.on('disconnected', () => {
          if (browser === launching) browser = null;
        });
        return b;
      });
    // A failed launch is not cached: the next request tries again.
    launching.catch(() => {
      if (browser === launching) browser = null;
    });
    browser = launching;
    return launching;
  }

  /** One browser, launched on first use and again if it died. */
  async function getBrowser(): Promise<Browser> {
    const current = await (browser ?? launch());
    if (current.isConnected()) return current;
    browser = null;
    return launch();
  }

  async function acquire(): Promise<void> {
    if (active < maxConcurrent) {
      active += 1;
      return;
    }
    if (waiting.length >= MAX_QUEUE) throw new AppError(503, RESUME_PDF_MESSAGES.busy);
    // The slot is handed over by release(), so `active` stays counted.
    await new Promise<void>((resolve) => waiting.push(resolve));
  }

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else active -= 1;
  }

  async function renderOnce(html: string): Promise<Buffer> {
    const context = await (
      await getBrowser()
    ).newContext({
      javaScriptEnabled: true,
      offline: true,
    });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(RENDER_TIMEOUT_MS);
      await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      // The fonts are data: URIs, but decoding them is still asynchronous: print only once they are in.
      await page.evaluate('document.fonts.ready.then(() => true)');
      // Tagged: screen readers and parsers get the headings, lists and reading order; an outline from h1/h2.
      const pdf = await page.pdf({
        preferCSSPageSize: true,
        printBackground: true,
        tagged: true,
        outline: true,
      });
      return Buffer.from(pdf);
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  return {
    async render(html) {
      if (closed) throw new AppError(503, RESUME_PDF_MESSAGES.unavailable);
      await acquire();
      try {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`PDF rendering took longer than ${RENDER_TIMEOUT_MS / 1000} s`)),
            RENDER_TIMEOUT_MS,
          );
        });
        try {
          return await Promise.race([renderOnce(html), timeout]);
        } finally {
          clearTimeout(timer);
        }
      } finally {
        release();
      }
    },
    async close() {
      closed = true;
      const current = browser;
      browser = null;
      if (current) await (await current.catch(() => null))?.close().catch(() => undefined);
    },
  };
}
