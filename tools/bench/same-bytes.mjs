// The bench's control build: the bundled baseline carrying as many extra bytes on the wire as federation adds
// (its runtime, remoteEntry.js, the manifest), as an incompressible comment at the end of its entry. It runs no
// federation code and makes no extra request, so the federated build against it shows what federation costs
// beyond its bytes, and the bundled build against it what the bytes alone cost on the bench's link.
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const brotli = (buffer) =>
  brotliCompressSync(buffer, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });

/**
 * code with a trailing comment of random base64 that makes its brotli copy about padBytes larger (within 1 %
 * or 64 bytes). Base64 of random bytes does not compress below 6 bits a character, whatever the quality.
 */
export function padScript(code, padBytes) {
  const source = Buffer.from(code);
  const plain = brotli(source).length;
  const filler = randomBytes(Math.ceil(padBytes * 1.5) + 64).toString('base64');
  let chars = Math.round(padBytes * 1.34);
  let padded = source;
  for (let attempt = 0; attempt < 4 && padBytes > 0; attempt++) {
    padded = Buffer.concat([source, Buffer.from(`\n/*${filler.slice(0, chars)}*/\n`)]);
    const grown = brotli(padded).length - plain;
    if (Math.abs(grown - padBytes) <= Math.max(64, padBytes / 100)) break;
    chars = Math.min(filler.length, Math.max(0, Math.round((chars * padBytes) / Math.max(grown, 1))));
  }
  return padded;
}

/** The entry script the document names (`<script … src="/main.<hash>.js">`). */
export function entryScriptOf(html) {
  const match = html.match(/<script\b[^>]*\bsrc="\/?(main\.[^"/]+\.js)"/);
  if (!match) throw new Error('the bundled index.html names no main.<hash>.js entry script');
  return match[1];
}

/**
 * Copies the bundled build from `from` to `to` with its entry padded by padBytes (brotli) and its .br and .gz
 * copies written again. Returns { entry, addedBytes } (addedBytes: the brotli copy's growth, as served).
 */
export function writeSameBytesBaseline({ from, to, padBytes }) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
  const entry = entryScriptOf(readFileSync(path.join(to, 'index.html'), 'utf8'));
  const file = path.join(to, entry);
  const code = readFileSync(file);
  const padded = padScript(code, padBytes);
  const compressed = brotli(padded);
  writeFileSync(file, padded);
  writeFileSync(`${file}.br`, compressed);
  writeFileSync(`${file}.gz`, gzipSync(padded, { level: 9 }));
  return { entry, addedBytes: compressed.length - brotli(code).length };
}
