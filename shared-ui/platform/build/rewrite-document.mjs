// The host's plugins that edit its index.html once HtmlRspackPlugin has written it (the start-up preloads,
// the inline stylesheet) share this tap: each gets the document's text and returns the new one.

/**
 * Runs rewrite(html, compilation) on the build's index.html, if it has one, when the assets are final.
 * @param {import('@rspack/core').Compiler} compiler
 * @param {string} name the plugin's name
 * @param {(html: string, compilation: import('@rspack/core').Compilation) => string} rewrite
 */
export function rewriteDocument(compiler, name, rewrite) {
  const { Compilation, sources } = compiler.webpack;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
      const html = compilation.getAsset('index.html');
      if (!html) return;
      const source = rewrite(html.source.source().toString(), compilation);
      compilation.updateAsset('index.html', new sources.RawSource(source));
    });
  });
}
