// Writes a brotli (.br, highest quality) and a gzip (.gz) copy beside every text file of a production
// build, so the web server sends the smallest encoding without compressing per request (nginx
// brotli_static / gzip_static, see deploy/nginx). Runs after emit, so it sees every file, the federation
// manifest and remoteEntry.js included.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|html|json|svg|txt|map|webmanifest)$/;
/** Below this size the encoding headers cost more than they save. */
const MIN_BYTES = 256;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      const files = compilation
        .getAssets()
        .filter(({ name, source }) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES);
      await Promise.all(
        files.map(async ({ name, source }) => {
          const content = source.buffer();
          const target = path.join(outputPath, name);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
        }),
      );
    });
  }
}
