// CompileHintsPlugin (compile-hints-plugin.mjs, beside this file): the chunks it names start with V8's compile
// hint in a production build (after the minifier, which drops comments), the others do not, and the files'
// content hashes are those of what is served.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const platform = createRequire(import.meta.url);
const { rspack } = await import(pathToFileURL(platform.resolve('@rspack/core')).href);
const { COMPILE_HINT, CompileHintsPlugin } = await import(
  pathToFileURL(path.join(import.meta.dirname, 'compile-hints-plugin.mjs')).href
);

const fixture = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
afterAll(() => rmSync(fixture, { recursive: true, force: true }));
writeFileSync(
  path.join(fixture, 'index.js'),
  `/* a comment the minifier drops */
   export const start = () => Promise.all([import(/* webpackChunkName: "libraries" */ './libraries.js'), import(/* webpackChunkName: "later" */ './later.js')]);
   start().then(([a, b]) => console.log(a.twice(2), b.half(2)));`,
);
writeFileSync(path.join(fixture, 'libraries.js'), 'export function twice(n) { return n * 2; }');
writeFileSync(path.join(fixture, 'later.js'), 'export function half(n) { return n / 2; }');

/** Builds the fixture (production) into out/, with the plugin or without; the files by chunk name. */
async function build(out: string, hinted: boolean): Promise<Record<string, { file: string; code: string }>> {
  const outDir = path.join(fixture, out);
  const compiler = rspack({
    mode: 'production',
    context: fixture,
    entry: { main: './index.js' },
    output: { path: outDir, filename: '[name].[contenthash:10].js', chunkFilename: '[name].[contenthash:10].js' },
    plugins: hinted ? [new CompileHintsPlugin({ chunks: ['main', 'libraries'] })] : [],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error: Error | null, stats: { hasErrors(): boolean; toString(): string }) => {
      compiler.close(() => undefined);
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString()));
      else resolve();
    }),
  );
  return Object.fromEntries(
    readdirSync(outDir).map((file) => [
      file.split('.')[0],
      { file, code: readFileSync(path.join(outDir, file), 'utf8') },
    ]),
  );
}

describe('the compile hints of a production build', () => {
  it('start the named chunks only, survive the minifier and change their content hash', async () => {
    const plain = await build('plain', false);
    const hinted = await build('hinted', true);
    expect(hinted.main?.code.startsWith(COMPILE_HINT)).toBe(true);
    expect(hinted.libraries?.code.startsWith(COMPILE_HINT)).toBe(true);
    expect(hinted.later?.code.includes('allFunctionsCalledOnLoad')).toBe(false);
    expect(hinted.main?.code).not.toContain('a comment the minifier drops');
    // The hint is the only difference in a hinted chunk, and its name's hash follows it.
    expect(hinted.libraries?.code).toBe(COMPILE_HINT + plain.libraries?.code);
    expect(hinted.libraries?.file).not.toBe(plain.libraries?.file);
    expect(hinted.later?.file).toBe(plain.later?.file);
  });
});
