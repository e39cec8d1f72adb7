// buildRelease on copies of mfe-admin (deploy/remote-copy.ts: the workspace's packages linked in).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commitAll, copyRemote, replaceInFile } from '../../remote-copy.ts';
import { buildRelease, hashFiles, verifyFiles } from '../build-release.ts';
import { ReleaseError } from '../releases.mjs';

const PAGE = path.join('src', 'pages', 'queries-page.tsx');

const made = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
/** A copy of mfe-admin, removed after the tests. */
const adminCopy = (change) => {
  const appDir = copyRemote('mfe-admin', change);
  made.push(path.dirname(appDir));
  return appDir;
};

beforeEach(() => {
  const releases = mkdtempSync(path.join(tmpdir(), 'releases-'));
  made.push(releases);
  vi.stubEnv('RELEASES_DIR', releases);
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const releasedFolder = (version) => path.join(process.env.RELEASES_DIR, 'mfe-admin', version);

/** Prepends an import to the admin's page. */
const importing = (line) => (dir) => {
  const file = path.join(dir, PAGE);
  writeFileSync(file, `${line}\n${readFileSync(file, 'utf8')}`);
};

describe('buildRelease', () => {
  it.each([
    ["import { getNotifications } from '../../../mfe-owner/src/api/get-notifications';"],
    ["import { HelpPage } from 'mfe-owner/src/pages/help-page';"],
  ])('refuses a remote that imports another one (%s), before building', async (line) => {
    const appDir = adminCopy({ edit: importing(line) });
    const release = buildRelease({ app: 'mfe-admin', version: '9.0.0', appDir, allowDirty: true, gate: null });
    await expect(release).rejects.toThrow(ReleaseError);
    await expect(release).rejects.toThrow(/^not released: the lint of mfe-admin failed/);
    expect(vi.mocked(console.error).mock.calls.flat().join('\n')).toMatch(
      new RegExp(`${PAGE}:1:\\d+: plugin: mfe-admin imports`),
    );
    expect(existsSync(releasedFolder('9.0.0'))).toBe(false);
  });

  it('refuses a folder that is not a git checkout, in one line', async () => {
    const appDir = adminCopy();
    await expect(buildRelease({ app: 'mfe-admin', version: '9.0.0', appDir, gate: null })).rejects.toThrow(
      /^not released: .* is not a git checkout, .*--allow-dirty releases it anyway[^\n]*$/,
    );
  });

  it('publishes only what visitors load, each file with its SHA-256, and records checks, dirty and routes', async () => {
    const appDir = adminCopy();
    writeFileSync(path.join(appDir, '..', '.gitignore'), 'node_modules\ndist\n');
    commitAll(path.dirname(appDir));
    const { folder } = await buildRelease({ app: 'mfe-admin', version: '9.1.0', appDir, skipChecks: true, gate: null });

    const record = JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8'));
    expect(record).toMatchObject({
      app: 'mfe-admin',
      version: '9.1.0',
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      dirty: false,
      checks: 'skipped (--skip-checks)',
      routes: [],
      gate: 'skipped (--no-gate)',
    });
    const files = Object.keys(record.files);
    expect(files).toEqual([...files].sort());
    expect(files).toContain('mf-manifest.json');
    expect(files).toContain('remoteEntry.js.br');
    expect(files.some((file) => file.endsWith('.css'))).toBe(true);
    for (const unwanted of ['index.html', 'runtime-config.json', 'mf-stats.json', 'release.json']) {
      expect(files.filter((file) => path.posix.basename(file).startsWith(unwanted))).toEqual([]);
    }
    expect(record.files).toEqual(hashFiles(folder));
    expect(verifyFiles(folder, record.files)).toEqual([]);

    replaceInFile(path.join(folder, 'remoteEntry.js'), 'mfe_admin', 'mfe_other');
    expect(verifyFiles(folder, record.files)).toEqual([expect.stringMatching(/^remoteEntry\.js: changed \(sha256 /)]);
  }, 120_000);
});
