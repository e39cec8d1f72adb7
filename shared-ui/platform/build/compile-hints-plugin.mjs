// V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment has all its
// functions compiled eagerly, by the background thread that parses it while it downloads, instead of each
// one on the main thread when it is first called. The shell's entry (the federation runtime) and the shared
// libraries (react-dom above all) run nearly all their code at start-up; compiled lazily, that compilation
// was a large part of their start-up tasks (docs/decisions/0004-the-start-ups-main-thread.md). Other browsers
// ignore the comment. Only the files that run at once are hinted: eager compilation of code that may never run
// costs memory and background time, and each hint costs about 25 bytes gzip on the scanner's budget.
const NAME = 'CompileHintsPlugin';
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export class CompileHintsPlugin {
  /** @param {{ chunks: string[] }} options the names of the chunks whose JavaScript files get the hint */
  constructor({ chunks }) {
    this.chunks = new Set(chunks);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After the minifier (which drops comments), before the content hashes are computed from the files.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        for (const chunk of compilation.chunks) {
          if (!this.chunks.has(chunk.name ?? '')) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js'))
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        }
      });
    });
  }
}
