import { setNonce } from 'get-nonce';

/**
 * Our CSP allows no inline styles except those carrying the response's nonce (apps/api plugins/security.ts).
 * The server puts that nonce in `<meta name="csp-nonce">`; Radix dialogs' scroll lock inserts a <style>
 * through react-style-singleton, which takes its nonce from get-nonce. Call before the first render.
 */
export function applyCspNonce(doc: Document = document): void {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce) setNonce(nonce);
}
