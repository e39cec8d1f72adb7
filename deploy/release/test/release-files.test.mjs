import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashFiles, removeNotForVisitors, verifyFiles } from '../release-files.mjs';

const digest = (text) => createHash('sha256').update(text).digest('hex');

const made = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function folderWith(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-files-'));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('hashFiles', () => {
  it('maps every file but release.json, by sorted posix path, to its SHA-256', () => {
    const dir = folderWith({
      'remoteEntry.js': 'entry',
      'static/css/b.css': 'b',
      'a.js': 'a',
      'release.json': '{}',
      'static/release.json': 'kept: only the top-level record is left out',
    });
    const files = hashFiles(dir);
    expect(Object.keys(files)).toEqual(['a.js', 'remoteEntry.js', 'static/css/b.css', 'static/release.json']);
    expect(files['static/css/b.css']).toBe(digest('b'));
  });
});

describe('verifyFiles', () => {
  it('is empty for an untouched folder and names each changed, missing and unlisted file', () => {
    const dir = folderWith({ 'a.js': 'a', 'b.js': 'b', 'c.js': 'c', 'release.json': '{}' });
    const files = hashFiles(dir);
    expect(verifyFiles(dir, files)).toEqual([]);

    writeFileSync(path.join(dir, 'a.js'), 'a, changed');
    rmSync(path.join(dir, 'b.js'));
    writeFileSync(path.join(dir, 'd.js'), 'd');
    expect(verifyFiles(dir, files)).toEqual([
      `a.js: changed (sha256 ${digest('a, changed')} expected ${digest('a')})`,
      'b.js: missing',
      'd.js: not in release.json',
    ]);
  });
});

describe('removeNotForVisitors', () => {
  it('deletes the standalone page, the development runtime-config.json and the build stats, with their .br/.gz', () => {
    const dir = folderWith({
      'index.html': '',
      'index.html.br': '',
      'index.html.gz': '',
      'runtime-config.json': '',
      'runtime-config.json.gz': '',
      'static/runtime-config.json': '',
      'mf-stats.json': '',
      'mf-stats.json.br': '',
      'mf-manifest.json': '',
      'mf-manifest.json.br': '',
      'remoteEntry.js': '',
      'remoteEntry.js.gz': '',
      '128.6c24a1521c.js': '',
      '2555.89a91252d5.css.br': '',
      'assets/logo.3f2a1b.svg': '',
    });
    expect(removeNotForVisitors(dir)).toEqual([
      'index.html',
      'index.html.br',
      'index.html.gz',
      'mf-stats.json',
      'mf-stats.json.br',
      'runtime-config.json',
      'runtime-config.json.gz',
      'static/runtime-config.json',
    ]);
    expect(Object.keys(hashFiles(dir))).toEqual([
      '128.6c24a1521c.js',
      '2555.89a91252d5.css.br',
      'assets/logo.3f2a1b.svg',
      'mf-manifest.json',
      'mf-manifest.json.br',
      'remoteEntry.js',
      'remoteEntry.js.gz',
    ]);
    expect(existsSync(path.join(dir, 'index.html'))).toBe(false);
  });
});
