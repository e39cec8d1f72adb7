// The arrows between the repository's rooms (docs/architecture.md, "Rooms and arrows"): deploy/ imports
// neither tools/ nor e2e/, nothing outside the shell names a path into shell/src, and no import goes up
// the shell's layers. The rules are shared-ui's check-boundaries.mjs (repositoryViolations).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import {
  describeViolation,
  repositoryViolations,
  SHELL_LAYERS,
  shellLayerOf,
} from 'shared-ui/build/check-boundaries.mjs';
import { describe, expect, it } from 'vitest';
import { ROOT } from './apps.mjs';
import { throwawayFolder } from './throwaway-folder';

// Built at run time, so this file itself names none of the paths it tests.
const importing = (specifier: string) => `import { x } from '${specifier}';\n`;
const loading = (specifier: string) => `export const load = () => import('${specifier}');\n`;

const violationsOf = (files: Record<string, string>) =>
  repositoryViolations(throwawayFolder(files)).map(describeViolation);

describe('the rooms of the repository', () => {
  it('flags deploy/ importing tools/ or e2e/, statically or when a function runs; tools/ and e2e/ may import deploy/', () => {
    expect(
      violationsOf({
        'deploy/release/local-site.mjs': loading('../../tools/nginx.mjs'),
        'deploy/release/test/build.test.mjs': importing('../../../e2e/support/copy.mjs'),
        'deploy/render-nginx.mjs': importing('./csp.mjs'),
        'tools/serve.mjs': importing('../deploy/render-nginx.mjs'),
        'e2e/specs/release.spec.ts': importing('../../deploy/release/cli.mjs'),
      }),
    ).toEqual([
      'deploy/release/local-site.mjs:1 imports ../../tools/nginx.mjs (deploy/ imports tools/)',
      'deploy/release/test/build.test.mjs:1 imports ../../../e2e/support/copy.mjs (deploy/ imports e2e/)',
    ]);
  });

  it('flags a path into shell/src from outside the shell, by relative path or package name; shell/routes is its entry', () => {
    expect(
      violationsOf({
        'deploy/render-nginx.mjs': importing('../shell/src/routing/route-table.ts') + importing('shell/routes'),
        'tools/bench/remotes.ts': importing('shell/src/federation/remotes'),
        'shell/src/app.tsx': importing('./routing/guards'),
      }),
    ).toEqual([
      'tools/bench/remotes.ts:1 imports shell/src/federation/remotes (a path into shell/src (import what the shell exports))',
      'deploy/render-nginx.mjs:1 imports ../shell/src/routing/route-table.ts (a path into shell/src (import what the shell exports))',
    ]);
  });

  it("flags an import up the shell's layers; down, within a layer and from the shell's root files are fine", () => {
    expect(
      violationsOf({
        'shell/src/status/messages.ts': importing('../routing/guards'),
        'shell/src/federation/site-reachable.ts': importing('../startup/early-start'),
        'shell/src/federation/remotes.ts': importing('../routing/route-table') + importing('./compatibility-plugin'),
        'shell/src/routing/remote-page.tsx': importing('../federation/remotes') + importing('../status/retry-remote'),
        'shell/src/startup/early-start.ts': importing('../routing/site-routes'),
        'shell/src/bootstrap.tsx': importing('./startup/early-start'),
      }),
    ).toEqual([
      "shell/src/federation/remotes.ts:1 imports ../routing/route-table (up the shell's layers: federation -> routing)",
      "shell/src/federation/site-reachable.ts:1 imports ../startup/early-start (up the shell's layers: federation -> startup)",
      "shell/src/status/messages.ts:1 imports ../routing/guards (up the shell's layers: status -> routing)",
    ]);
  });

  it("names the layer of a path inside the shell's source only", () => {
    expect(shellLayerOf('shell/src/routing/guards')).toBe('routing');
    expect(shellLayerOf('shell/src/bootstrap')).toBeNull();
    expect(shellLayerOf('tools/routing/x')).toBeNull();
  });

  it("gives every folder of the shell's source a layer", () => {
    const folders = readdirSync(path.join(ROOT, 'shell', 'src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => !SHELL_LAYERS.includes(folder))).toEqual([]);
  });

  it('finds no violation in this repository', () => {
    expect(repositoryViolations(ROOT).map(describeViolation)).toEqual([]);
  });
});
