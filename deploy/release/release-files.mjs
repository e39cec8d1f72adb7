// What a release publishes, and the SHA-256 of each file, recorded in its release.json so that any
// copy (the CDN's included) can be checked against what was built and gated.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

/** The record itself, beside the files it lists. */
export const RECORD = 'release.json';

/**
 * Build output that no visitor loads: the remote's standalone page, the development runtime-config.json
 * copied from public/ (the live one belongs to the shell's host), the federation build stats.
 */
const NOT_FOR_VISITORS = /^(index\.html|runtime-config\.json|mf-stats\.json)(\.br|\.gz)?$/;

export const sha256 = (content) => createHash('sha256').update(content).digest('hex');

/** Every file under a folder, as posix paths relative to it, sorted. */
function filesUnder(folder, prefix = '') {
  return readdirSync(path.join(folder, prefix), { withFileTypes: true }).flatMap((entry) => {
    const file = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(folder, file) : [file];
  });
}

/**
 * Deletes from a build what visitors never load; returns what it deleted. The shell's index.html is its
 * document (keepDocument), a remote's is only its standalone development page.
 */
export function removeNotForVisitors(folder, { keepDocument = false } = {}) {
  const removed = filesUnder(folder).filter((file) => {
    const name = path.posix.basename(file);
    return NOT_FOR_VISITORS.test(name) && !(keepDocument && name.startsWith('index.html'));
  });
  for (const file of removed) rmSync(path.join(folder, file));
  return removed.sort();
}

/** The deploy API's signature of release.json, beside it (deploy/api/signing.mjs): not a file of the release. */
export const SIGNATURE = 'release.sig';

/** The SHA-256 (hex) of every file of a release folder but release.json (and its signature), by posix path, sorted. */
export function hashFiles(folder) {
  const files = filesUnder(folder)
    .filter((file) => file !== RECORD && file !== SIGNATURE)
    .sort();
  return Object.fromEntries(files.map((file) => [file, sha256(readFileSync(path.join(folder, file)))]));
}

/**
 * What differs between a folder and the files its release.json lists: one line per problem, empty when
 * the folder holds exactly those files with those contents.
 * @param {string} folder
 * @param {Record<string, string>} files  release.json's `files`
 * @returns {string[]}
 */
export function verifyFiles(folder, files) {
  const actual = hashFiles(folder);
  const problems = [];
  for (const file of [...new Set([...Object.keys(files), ...Object.keys(actual)])].sort()) {
    if (!Object.hasOwn(actual, file)) problems.push(`${file}: missing`);
    else if (!Object.hasOwn(files, file)) problems.push(`${file}: not in release.json`);
    else if (actual[file] !== files[file]) {
      problems.push(`${file}: changed (sha256 ${actual[file]} expected ${files[file]})`);
    }
  }
  return problems;
}
