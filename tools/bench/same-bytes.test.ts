import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Script } from 'node:vm';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryScriptOf, padScript, writeSameBytesBaseline } from './same-bytes.mjs';

const brotliSize = (buffer: Buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).length;
const CODE = `//# allFunctionsCalledOnLoad\n(()=>{const a=${JSON.stringify('x'.repeat(2000))};window.ready=a.length})();`;

describe("the bench's control build", () => {
  it.each([1_000, 30_000])(
    'pads a script by %i brotli bytes, within 1 %% or 64 bytes, and keeps it valid',
    (padBytes) => {
      const padded = padScript(CODE, padBytes);
      const grown = brotliSize(padded) - brotliSize(Buffer.from(CODE));
      expect(Math.abs(grown - padBytes)).toBeLessThanOrEqual(Math.max(64, padBytes / 100));
      expect(padded.subarray(0, CODE.length).toString()).toBe(CODE);
      expect(() => new Script(padded.toString())).not.toThrow();
    },
  );

  it('leaves a script alone when there is nothing to add', () => {
    expect(padScript(CODE, 0).toString()).toBe(CODE);
  });

  it('finds the entry the document names, and says so when there is none', () => {
    expect(entryScriptOf('<script defer fetchpriority="high" src="/main.8438d6b25e.js"></script>')).toBe(
      'main.8438d6b25e.js',
    );
    expect(() => entryScriptOf('<script src="/other.js"></script>')).toThrow(/no main.<hash>.js/);
  });

  it('writes a padded copy of the build whose .br and .gz copies match the padded entry', () => {
    const from = mkdtempSync(path.join(tmpdir(), 'bundled-'));
    const to = path.join(mkdtempSync(path.join(tmpdir(), 'same-bytes-')), 'dist');
    mkdirSync(path.join(from, 'assets'));
    writeFileSync(path.join(from, 'index.html'), '<script defer src="/main.abc.js"></script>');
    writeFileSync(path.join(from, 'main.abc.js'), CODE);
    writeFileSync(path.join(from, 'assets', 'page.js'), 'page');
    const { entry, addedBytes } = writeSameBytesBaseline({ from, to, padBytes: 5_000 });
    expect(entry).toBe('main.abc.js');
    expect(Math.abs(addedBytes - 5_000)).toBeLessThanOrEqual(64);
    const padded = readFileSync(path.join(to, entry));
    expect(brotliDecompressSync(readFileSync(path.join(to, `${entry}.br`)))).toEqual(padded);
    expect(gunzipSync(readFileSync(path.join(to, `${entry}.gz`)))).toEqual(padded);
    expect(readFileSync(path.join(to, 'assets', 'page.js'), 'utf8')).toBe('page');
    expect(readFileSync(path.join(from, entry), 'utf8')).toBe(CODE);
  });
});
