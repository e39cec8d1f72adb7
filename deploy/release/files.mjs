// Small file primitives of the release tools: a write that a reader never sees half of, and JSON read
// from a folder or a URL with one-line errors.
import { closeSync, existsSync, fsyncSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';
import { ReleaseError } from './errors.mjs';

/**
 * Writes a file so that a reader (a visitor, another command) sees the old or the new content, never a
 * part: a temporary file beside it, flushed to disk, then one rename.
 */
export function writeAtomically(file, text) {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  const fd = openSync(temporary, 'w');
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

export const writeJsonAtomically = (file, value) => writeAtomically(file, `${JSON.stringify(value, null, 2)}\n`);

/** A JSON file of ours, or a one-line error naming the file and what is wrong with it. */
export function readJsonFile(file, what = path.basename(file)) {
  if (!existsSync(file)) throw new ReleaseError(`${what} does not exist (${file})`);
  const text = readFileSync(file, 'utf8');
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ReleaseError(`${what} is damaged (${file}: ${firstLine(error)})`);
  }
}

export const firstLine = (error) => String(error instanceof Error ? error.message : error).split('\n')[0];

const isUrl = (base) => /^https?:\/\//.test(base);

/** Waits before each retry of a dropped connection or a 5xx (a CDN edge restarting, a reload). */
const RETRY_DELAYS_MS = [200, 800];

async function fetchBytes(url) {
  for (let attempt = 0; ; attempt++) {
    let problem;
    try {
      const response = await fetch(url, { cache: 'no-store', headers: { 'accept-encoding': 'identity' } });
      if (response.ok) return Buffer.from(await response.arrayBuffer());
      if (response.status < 500) throw new ReleaseError(`${url} answered ${response.status}`);
      problem = `${url} answered ${response.status}`;
    } catch (error) {
      if (error instanceof ReleaseError) throw error;
      problem = `${url} could not be fetched (${firstLine(error.cause ?? error)})`;
    }
    if (attempt >= RETRY_DELAYS_MS.length) throw new ReleaseError(problem);
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
  }
}

/** The bytes of a file in a folder or at a URL (a site, a CDN), never a cached copy. */
export async function readBytesAt(base, file) {
  if (isUrl(base)) return fetchBytes(new URL(file, base.replace(/\/*$/, '/')));
  const location = path.join(base, file);
  if (!existsSync(location)) throw new ReleaseError(`${location} does not exist`);
  return readFileSync(location);
}

/** A JSON file from a folder or from a URL (the live site's, or a CDN's). */
export async function readJsonAt(base, file) {
  const bytes = await readBytesAt(base, file);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new ReleaseError(`${file} at ${base} is not valid JSON (${firstLine(error)})`);
  }
}
