// The shell's entry only opens the async boundary (import('./bootstrap')); the chunks behind it, the
// bootstrap and the shared libraries the shell provides (react-dom above all), would otherwise be
// requested only once the entry has downloaded and run. This plugin lists them in index.html as
// <link rel="preload">, so they download with the entry, from the first round trip. The entry itself is
// marked fetchpriority="high": it starts the remote's manifest and page, so it must not wait behind
// react-dom for bandwidth (a deferred script is otherwise fetched at low priority).

import { rewriteDocument } from './rewrite-document.mjs';

const NAME = 'PreloadStartupChunksPlugin';

/**
 * The files the startup needs: the 'bootstrap' chunk group and, in a federation host, the chunks of the
 * shared modules it provides (which its bootstrap consumes; their fallback copies are never loaded).
 */
function startupFiles(compilation) {
  const provided = compilation.chunkGroups.filter((group) =>
    (group.origins ?? []).some((origin) => origin.module?.identifier().startsWith('provide shared module')),
  );
  const bootstrap = compilation.namedChunkGroups.get('bootstrap');
  const files = new Set([bootstrap, ...provided].flatMap((group) => group?.getFiles() ?? []));
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
}

export function preloadLinks(files, publicPath) {
  return files
    .map(
      (file) => `<link rel="preload" href="${publicPath}${file}" as="${file.endsWith('.css') ? 'style' : 'script'}">`,
    )
    .join('');
}

export class PreloadStartupChunksPlugin {
  /** @param {{ publicPath: string }} options the public path the HTML uses for this build's files */
  constructor({ publicPath }) {
    this.publicPath = publicPath;
  }

  apply(compiler) {
    rewriteDocument(compiler, NAME, (html, compilation) =>
      html
        .replace(/<script defer src=/g, '<script defer fetchpriority="high" src=')
        .replace('</head>', `${preloadLinks(startupFiles(compilation), this.publicPath)}</head>`),
    );
  }
}
