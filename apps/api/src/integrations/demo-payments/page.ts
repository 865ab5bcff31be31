import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { formatTaka } from '@dokkho/domain/money';
import { escapeHtml } from '../../lib/html';

const require = createRequire(import.meta.url);

/**
 * The demo gateway's hosted pages: plain server-rendered HTML (no build step, no script but the one
 * auto-submit), mobile first at 360px. They run under the site's strict CSP (ADR 004): the inline <style>
 * and <script> carry the response's nonces, and every form posts to our own origin (form-action 'self').
 */

export interface PageNonces {
  script: string | undefined;
  style: string | undefined;
}

/** The nonces helmet made for this response (absent on a test fake's server, which sends no CSP). */
export function pageNonces(reply: FastifyReply): PageNonces {
  const nonce = (reply as FastifyReply & { cspNonce?: { script?: string; style?: string } }).cspNonce;
  return { script: nonce?.script, style: nonce?.style };
}

/**
 * Hind Siliguri's Bengali subset (the web app's font), served beside the pages: the taka sign and Bangla
 * course titles render on phones and desktops without a Bengali system font. Latin text keeps the system
 * font (unicode-range), so nothing else waits for a download.
 */
const FONT_FILES: Record<string, string> = {
  'hind-siliguri-bengali-400.woff2': 'hind-siliguri-bengali-400-normal.woff2',
  'hind-siliguri-bengali-700.woff2': 'hind-siliguri-bengali-700-normal.woff2',
};
const fontCache = new Map<string, Buffer>();

/** `GET {mount}/assets/{font}`: the pages refer to it relatively (`../assets/` from `/pay/{id}`). */
export function registerPageAssets(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
    const source = FONT_FILES[request.params.file];
    if (!source) return reply.status(404).type('text/plain').send('Not found');
    let font = fontCache.get(source);
    if (!font) {
      font = readFileSync(require.resolve(`@fontsource/hind-siliguri/files/${source}`));
      fontCache.set(source, font);
    }
    return reply.header('Cache-Control', 'public, max-age=604800').type('font/woff2').send(font);
  });
}

const nonceAttribute = (nonce: string | undefined) => (nonce ? ` nonce="${escapeHtml(nonce)}"` : '');

const STYLE = `
@font-face {
  font-family: "Hind Siliguri"; font-weight: 400; font-display: swap;
  src: url("../assets/hind-siliguri-bengali-400.woff2") format("woff2");
  unicode-range: U+0964-0965, U+0980-09FE, U+200C-200D;
}
@font-face {
  font-family: "Hind Siliguri"; font-weight: 700; font-display: swap;
  src: url("../assets/hind-siliguri-bengali-700.woff2") format("woff2");
  unicode-range: U+0964-0965, U+0980-09FE, U+200C-200D;
}
:root {
  --ink: #0f172a; --muted: #475569; --line: #cbd5e1; --paper: #ffffff; --wash: #f1f5f9;
  --brand: #0f766e; --brand-dark: #115e59; --demo-bg: #fef3c7; --demo-ink: #78350f;
  --danger: #b91c1c; --focus: #f59e0b;
  color-scheme: light;
}
* { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0; background: var(--wash); color: var(--ink);
  font: 16px/1.6 "Hind Siliguri", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
}
.demo-band {
  background: var(--demo-bg); color: var(--demo-ink); border-bottom: 2px solid #f59e0b;
  padding: 10px 16px; text-align: center; font-size: 15px;
}
.demo-band strong { font-size: 16px; }
main { max-width: 440px; margin: 0 auto; padding: 16px; }
.sheet { background: var(--paper); border-radius: 12px; box-shadow: 0 1px 3px rgb(15 23 42 / 0.12); overflow: hidden; }
.merchant { display: flex; align-items: center; gap: 12px; padding: 16px; border-bottom: 1px solid var(--line); }
.logo {
  flex: none; width: 44px; height: 44px; border-radius: 12px; background: var(--brand); color: #fff;
  display: grid; place-items: center; font-weight: 700; font-size: 20px;
}
.merchant p { margin: 0; }
.merchant .name { font-weight: 700; font-size: 18px; line-height: 1.3; }
.merchant .via { color: var(--muted); font-size: 14px; }
.summary { padding: 16px; border-bottom: 1px solid var(--line); }
.summary .item { margin: 0 0 8px; font-weight: 600; overflow-wrap: anywhere; }
.summary .amount { margin: 0; display: flex; justify-content: space-between; align-items: baseline; gap: 8px; }
.summary .amount strong { font-size: 28px; line-height: 1.2; }
.summary .ref { margin: 8px 0 0; color: var(--muted); font-size: 13px; overflow-wrap: anywhere; }
form { padding: 16px; margin: 0; }
fieldset { border: 0; margin: 0 0 16px; padding: 0; }
legend { font-weight: 600; margin-bottom: 8px; padding: 0; }
.method {
  display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 12px; margin-bottom: 8px;
  border: 1px solid var(--line); border-radius: 12px; cursor: pointer;
}
.method:has(input:checked) { border-color: var(--brand); box-shadow: 0 0 0 1px var(--brand); background: #f0fdfa; }
.method input { width: 20px; height: 20px; accent-color: var(--brand); margin: 0; }
.mark {
  flex: none; min-width: 64px; padding: 4px 8px; border-radius: 8px; color: #fff; font-weight: 700;
  font-size: 14px; text-align: center;
}
.mark.bkash { background: #d12053; }
.mark.nagad { background: #c2410c; }
.mark.card { background: #1e3a8a; }
.method .hint { color: var(--muted); font-size: 14px; line-height: 1.4; }
.card-number {
  margin: 0 0 16px; padding: 12px; border: 1px dashed var(--line); border-radius: 12px; color: var(--muted);
  font-size: 14px;
}
.card-number strong { display: block; color: var(--ink); font-size: 16px; letter-spacing: 0.08em; }
button {
  font: inherit; cursor: pointer; min-height: 48px; width: 100%; border-radius: 12px; padding: 10px 16px;
}
button:focus-visible, .method:has(input:focus-visible) { outline: 3px solid var(--focus); outline-offset: 2px; }
.pay { background: var(--brand); color: #fff; border: 0; font-weight: 700; font-size: 17px; }
.pay:hover { background: var(--brand-dark); }
.others { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: 12px; }
.quiet { background: var(--paper); color: var(--ink); border: 1px solid var(--line); }
.quiet.fail { color: var(--danger); }
.notice {
  margin: 0 0 16px; padding: 12px; border-radius: 12px; background: #fef2f2; color: var(--danger);
  border: 1px solid #fecaca;
}
.fine { color: var(--muted); font-size: 13px; margin: 16px 4px 0; text-align: center; }
.done { padding: 24px 16px; text-align: center; }
.done h1 { font-size: 20px; margin: 0 0 8px; }
.done p { margin: 0 0 16px; color: var(--muted); }
`;

function layout(input: { title: string; nonces: PageNonces; body: string; script?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<link rel="icon" href="data:,">
<title>${escapeHtml(input.title)}</title>
<style${nonceAttribute(input.nonces.style)}>${STYLE}</style>
</head>
<body>
<div class="demo-band" role="note"><strong>Demo payment gateway — no real money moves</strong></div>
${input.body}
${input.script ? `<script${nonceAttribute(input.nonces.script)}>${input.script}</script>` : ''}
</body>
</html>`;
}

export interface PaymentMethodOption {
  value: string;
  label: string;
  hint: string;
  mark: 'bkash' | 'nagad' | 'card';
}

/** The hosted checkout: who is paid, for what, how much; then pay, fail or cancel. */
export function renderCheckoutPage(input: {
  nonces: PageNonces;
  /** "SSLCommerz" or "Stripe": which gateway this page plays. */
  gateway: string;
  merchant: string;
  item: string;
  amount: number;
  reference: string;
  action: string;
  methods: readonly PaymentMethodOption[];
  /** Shown above the choices (a declined card). */
  notice?: string | undefined;
  /** Stripe's page takes a card only: the test card it "uses" is shown instead of a choice. */
  cardOnly?: boolean;
  /** The label of the fail button ("Make it fail", "Decline the card"). */
  failLabel: string;
}): string {
  const amount = formatTaka(input.amount);
  const methods = input.cardOnly
    ? `<p class="card-number">Card<strong>4242 4242 4242 4242</strong>A test card: nothing is charged.</p>
<input type="hidden" name="method" value="card">`
    : `<fieldset>
<legend>Choose how to pay</legend>
${input.methods
  .map(
    (method, index) =>
      `<label class="method"><input type="radio" name="method" value="${escapeHtml(method.value)}"${
        index === 0 ? ' checked' : ''
      }><span class="mark ${method.mark}">${escapeHtml(method.label)}</span><span class="hint">${escapeHtml(method.hint)}</span></label>`,
  )
  .join('\n')}
</fieldset>`;
  const body = `<main>
<div class="sheet">
<div class="merchant"><span class="logo" aria-hidden="true">${escapeHtml(input.merchant.slice(0, 1))}</span>
<div><p class="name">${escapeHtml(input.merchant)}</p><p class="via">Checkout by ${escapeHtml(input.gateway)} (demo)</p></div></div>
<div class="summary">
<p class="item">${escapeHtml(input.item)}</p>
<p class="amount"><span>Amount to pay</span><strong>${escapeHtml(amount)}</strong></p>
<p class="ref">Reference ${escapeHtml(input.reference)}</p>
</div>
<form method="post" action="${escapeHtml(input.action)}">
${input.notice ? `<p class="notice" role="alert">${escapeHtml(input.notice)}</p>` : ''}
${methods}
<button class="pay" type="submit" name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<div class="others">
<button class="quiet fail" type="submit" name="action" value="fail">${escapeHtml(input.failLabel)}</button>
<button class="quiet" type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>
</div>
<p class="fine">This page plays the ${escapeHtml(input.gateway)} checkout so the whole purchase can be tried without an account with the gateway. No card, wallet or bank is charged.</p>
</main>`;
  return layout({ title: `Pay ${amount} · Demo payment gateway`, nonces: input.nonces, body });
}

/**
 * How SSLCommerz sends the browser back: a form POST to the merchant's URL, submitted by a script at
 * once; the visible button is the fallback when scripts are off.
 */
export function renderReturnForm(input: {
  nonces: PageNonces;
  url: string;
  fields: Readonly<Record<string, string>>;
  heading: string;
}): string {
  const hidden = Object.entries(input.fields)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const body = `<main>
<div class="sheet done">
<h1>${escapeHtml(input.heading)}</h1>
<p>Taking you back to the shop…</p>
<form id="return-to-merchant" method="post" action="${escapeHtml(input.url)}">
${hidden}
<button class="pay" type="submit">Continue</button>
</form>
</div>
</main>`;
  return layout({
    title: `${input.heading} · Demo payment gateway`,
    nonces: input.nonces,
    body,
    script: "document.getElementById('return-to-merchant').submit();",
  });
}

/** A session that is unknown, expired or already used. */
/** Answers the page of a session that is over (paid, cancelled, expired or unknown): a 404, never cached. */
export function sendClosedPage(reply: FastifyReply, input: { heading: string; text: string }) {
  return reply
    .status(404)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderClosedPage({ nonces: pageNonces(reply), ...input }));
}

export function renderClosedPage(input: { nonces: PageNonces; heading: string; text: string }): string {
  const body = `<main>
<div class="sheet done">
<h1>${escapeHtml(input.heading)}</h1>
<p>${escapeHtml(input.text)}</p>
</div>
</main>`;
  return layout({ title: `${input.heading} · Demo payment gateway`, nonces: input.nonces, body });
}
