import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkSource, runChecks, sourceState } from '../checks.mjs';
import { ReleaseError, ROOT } from '../releases.mjs';

const made = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});
const temporary = (prefix) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  made.push(dir);
  return dir;
};

function write(dir, files) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

function git(dir, ...args) {
  const result = spawnSync(
    'git',
    ['-c', 'user.name=test', '-c', 'user.email=test@localhost', '-c', 'commit.gpgsign=false', ...args],
    { cwd: dir, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr);
}

/** A checkout with two remotes, shared-ui and the lockfile, all committed. */
function checkout() {
  const dir = temporary('checkout-');
  write(dir, {
    'pnpm-lock.yaml': 'lockfileVersion: 9\n',
    '.gitignore': 'node_modules/\n',
    'shared-ui/design-system/src/index.ts': 'export {};\n',
    'mfe-admin/package.json': '{"name":"mfe-admin"}\n',
    'mfe-admin/src/index.ts': 'export {};\n',
    'mfe-owner/src/index.ts': 'export {};\n',
  });
  git(dir, '-c', 'init.defaultBranch=main', 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'one');
  return dir;
}

const oneLine = (error) => {
  expect(error).toBeInstanceOf(ReleaseError);
  expect(error.message).not.toContain('\n');
  return error.message;
};

const thrown = (run) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('sourceState', () => {
  it('is clean in a committed checkout, whatever changes in another remote or in ignored files', () => {
    const dir = checkout();
    write(dir, { 'mfe-owner/src/index.ts': 'export const changed = 1;\n', 'mfe-admin/node_modules/x.js': '' });
    expect(sourceState(path.join(dir, 'mfe-admin'))).toMatchObject({
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      dirty: false,
    });
  });

  it.each([
    ['a changed file of the remote', 'mfe-admin/src/index.ts'],
    ['a new file of the remote', 'mfe-admin/src/pages/new-page.tsx'],
    ['a change in shared-ui', 'shared-ui/design-system/src/index.ts'],
    ['a change of the lockfile', 'pnpm-lock.yaml'],
  ])('is dirty with %s', (_, file) => {
    const dir = checkout();
    write(dir, { [file]: 'changed\n' });
    expect(sourceState(path.join(dir, 'mfe-admin'))).toMatchObject({ dirty: true, changes: [file] });
  });

  it('is unknown outside a git checkout', () => {
    const dir = temporary('no-git-');
    expect(sourceState(dir)).toEqual({ commit: 'unknown (not a git checkout)', dirty: null, changes: [] });
  });
});

describe('checkSource', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses uncommitted changes in one line naming them and --allow-dirty, which releases anyway', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const dir = checkout();
    write(dir, { 'mfe-admin/src/index.ts': 'changed\n' });
    const message = oneLine(thrown(() => checkSource('mfe-admin', path.join(dir, 'mfe-admin'))));
    expect(message).toContain('uncommitted changes (mfe-admin/src/index.ts)');
    expect(message).toContain('--allow-dirty releases it anyway');
    expect(checkSource('mfe-admin', path.join(dir, 'mfe-admin'), { allowDirty: true })).toMatchObject({ dirty: true });
  });

  it('refuses a folder that is not a git checkout, unless --allow-dirty (recorded as dirty: null)', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const dir = temporary('no-git-');
    const message = oneLine(thrown(() => checkSource('mfe-admin', dir)));
    expect(message).toContain('is not a git checkout');
    expect(message).toContain('--allow-dirty');
    expect(checkSource('mfe-admin', dir, { allowDirty: true }).dirty).toBeNull();
  });
});

/** A folder holding a remote beside the repository's lint config and rules, as a team's checkout does. */
function checkoutWithLint() {
  const dir = temporary('checks-');
  for (const file of ['biome.json', '.gitignore']) cpSync(path.join(ROOT, file), path.join(dir, file));
  cpSync(path.join(ROOT, 'shared-ui', 'platform', 'lint'), path.join(dir, 'shared-ui', 'platform', 'lint'), {
    recursive: true,
  });
  return path.join(dir, 'mfe-admin');
}

describe('runChecks', () => {
  afterEach(() => vi.restoreAllMocks());

  it("runs the lint, then the remote's typecheck and test:unit scripts, stopping at the first failure", () => {
    const dir = checkoutWithLint();
    const script = (code) => `node -e "${code}"`;
    write(dir, {
      'package.json': JSON.stringify({
        name: 'mfe-admin',
        scripts: {
          typecheck: script("console.log('src/a.ts(1,7): error TS2322: not a number'); process.exit(2)"),
          'test:unit': script("require('fs').writeFileSync('unit-ran', '')"),
        },
      }),
      'src/a.ts': "import { x } from './b';\n",
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
    const message = oneLine(thrown(() => runChecks('mfe-admin', dir)));
    expect(message).toMatch(/^not released: the typecheck of mfe-admin failed .*--skip-checks/);
    expect(errors.mock.calls.flat().join('\n')).toContain('error TS2322: not a number');
    expect(logs.mock.calls.flat().join('\n')).toContain('✓ lint');
    expect(existsSync(path.join(dir, 'unit-ran'))).toBe(false);
  });

  it('names the lint and lists each import crossing a boundary', () => {
    const dir = checkoutWithLint();
    write(dir, {
      'package.json': JSON.stringify({ name: 'mfe-admin', scripts: { typecheck: 'exit 1' } }),
      'src/a.ts': "import { help } from 'mfe-owner/src/api/help';\n",
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const message = oneLine(thrown(() => runChecks('mfe-admin', dir)));
    expect(message).toContain('the lint of mfe-admin failed');
    expect(errors.mock.calls.flat().join('\n')).toContain(
      "src/a.ts:1:22: plugin: mfe-admin imports 'mfe-owner/src/api/help' (another app: mfe-owner)",
    );
  });
});
