import { setNonce } from 'get-nonce';

/**
 * While a dialog or sheet is open, Radix's scroll lock (react-remove-scroll) injects a <style> element.
 * The site's Content-Security-Policy allows <style> elements only with the nonce the server puts in
 * each document (meta csp-nonce, see deploy/nginx), so the lock's style carries it. Without a served
 * nonce (dev servers, Storybook: no CSP) nothing changes.
 */
export function applyStyleNonce(doc: Document = document) {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
  if (nonce && /^[A-Za-z0-9+/=_-]+$/.test(nonce)) setNonce(nonce);
}
