// @ts-check
// Names each lazy import of a module in the chunk plan (chunk-plan.mjs) after its chunk, as a webpackChunkName
// comment the bundler reads: the sources carry no chunk names of their own.
import path from 'node:path';
import { chunkOf } from './chunk-plan.mjs';

/** `import('./x')` and `import('../y.ts')`: the relative specifiers a plan can name. */
const LAZY_IMPORT = /\bimport\(\s*(['"])(\.\.?\/[^'"]+)\1\s*\)/g;

/** @this {{ resourcePath: string }} @param {string} source */
export default function chunkPlanLoader(source) {
  const dir = path.dirname(this.resourcePath);
  return source.replace(LAZY_IMPORT, (lazyImport, quote, specifier) => {
    const chunk = chunkOf(path.join(dir, specifier));
    return chunk ? `import(/* webpackChunkName: "${chunk}" */ ${quote}${specifier}${quote})` : lazyImport;
  });
}
