// InlineStylesheetPlugin (inline-stylesheet-plugin.mjs, beside this file): the document's own stylesheet link
// becomes a <style> element with the nonce placeholder the web server fills in; other links stay.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const { inlineStylesheets, STYLE_NONCE_PLACEHOLDER } = await import(
  pathToFileURL(path.join(import.meta.dirname, 'inline-stylesheet-plugin.mjs')).href
);

describe("the document's inline stylesheet", () => {
  const html = '<head><link href="/main.abc.css" rel="stylesheet"><link href="/other.def.css" rel="stylesheet"></head>';

  it('replaces the named stylesheet link with its CSS, under the nonce placeholder', () => {
    const css = new Map([['/main.abc.css', ':root{--a:1}body{margin:0}']]);
    expect(inlineStylesheets(html, css)).toBe(
      `<head><style nonce="${STYLE_NONCE_PLACEHOLDER}">:root{--a:1}body{margin:0}</style><link href="/other.def.css" rel="stylesheet"></head>`,
    );
    expect(STYLE_NONCE_PLACEHOLDER).toBe('__STYLE_NONCE__');
  });

  it('refuses CSS that would close the element early', () => {
    const css = new Map([['/main.abc.css', 'a::after{content:"</STYLE><script>"}']]);
    expect(() => inlineStylesheets(html, css)).toThrow('/main.abc.css contains "</style"');
  });
});
