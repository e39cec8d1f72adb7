import { getNonce } from 'get-nonce';
import { afterEach, describe, expect, it } from 'vitest';
import { applyStyleNonce } from './style-nonce';

const withMeta = (content: string) => {
  const doc = document.implementation.createHTMLDocument();
  const meta = doc.createElement('meta');
  meta.name = 'csp-nonce';
  meta.content = content;
  doc.head.append(meta);
  return doc;
};

describe('applyStyleNonce', () => {
  afterEach(() => applyStyleNonce(withMeta('reset0')));

  it("gives the scroll lock's <style> the nonce the server put in the document", () => {
    applyStyleNonce(withMeta('0f1e2d3c4b5a69788796a5b4c3d2e1f0'));
    expect(getNonce()).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
  });

  it('ignores a value that is not a nonce', () => {
    applyStyleNonce(withMeta('abc'));
    applyStyleNonce(withMeta('"><script>'));
    expect(getNonce()).toBe('abc');
  });
});
