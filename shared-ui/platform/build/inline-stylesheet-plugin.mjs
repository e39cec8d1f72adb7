// The document's own stylesheet (the design tokens and the first screen's CSS, about 1.5 KB gzip) is written
// into index.html as a <style> element instead of a <link>: the first screen paints as soon as the document
// arrives, without waiting a round trip for a render-blocking file that shares a weak link with the start-up
// scripts. The element carries the style nonce the web server writes per request (deploy/nginx), which the
// Content-Security-Policy's style-src allows; no inline style goes out without it.
import { rewriteDocument } from './rewrite-document.mjs';

const NAME = 'InlineStylesheetPlugin';
/** Replaced per request by the web server with the CSP's style nonce (deploy/nginx/shell.conf.template). */
export const STYLE_NONCE_PLACEHOLDER = '__STYLE_NONCE__';

/**
 * The document with each stylesheet link whose file is in `stylesheets` (href → CSS) replaced by a <style>
 * element holding that CSS. Throws on CSS that would end the element early.
 */
export function inlineStylesheets(html, stylesheets) {
  return html.replace(/<link href="([^"]+\.css)" rel="stylesheet">/g, (link, href) => {
    const css = stylesheets.get(href);
    if (css === undefined) return link;
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be written into the document`);
    return `<style nonce="${STYLE_NONCE_PLACEHOLDER}">${css}</style>`;
  });
}

export class InlineStylesheetPlugin {
  /** @param {{ publicPath: string }} options the public path the HTML uses for this build's files */
  constructor({ publicPath }) {
    this.publicPath = publicPath;
  }

  apply(compiler) {
    rewriteDocument(compiler, NAME, (html, compilation) => {
      // The entry's CSS: what the document links before any script runs.
      const entryCss = [...(compilation.entrypoints.get('main')?.getFiles() ?? [])].filter((file) =>
        file.endsWith('.css'),
      );
      const stylesheets = new Map(
        entryCss.map((file) => [
          `${this.publicPath}${file}`,
          compilation.getAsset(file)?.source.source().toString() ?? '',
        ]),
      );
      return inlineStylesheets(html, stylesheets);
    });
  }
}
