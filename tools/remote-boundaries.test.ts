// Each remote is released by its own team: it may import shared-ui and its own files, never another
// remote or the shell (what they share goes through shared-ui or the URL). The shell imports no remote
// (it loads them through federation), and shared-ui imports no app. The rules are shared-ui's
// check-boundaries.mjs, which a remote's own `ci` and its release run on that remote alone.
import path from 'node:path';
import { boundaryViolations, crossing, describeViolation, specifiersOf } from 'shared-ui/build/check-boundaries.mjs';
import { describe, expect, it } from 'vitest';
import { ROOT } from './apps.mjs';
import { throwawayFolder } from './throwaway-folder';

const PACKAGES = ['shell', 'mfe-public', 'mfe-owner', 'mfe-admin', 'shared-ui'];

/** A throwaway app folder with the given files. */
function appWith(name: string, files: Record<string, string>) {
  const prefixed = Object.entries(files).map(([file, text]) => [path.join(name, file), text]);
  return path.join(throwawayFolder(Object.fromEntries(prefixed)), name);
}

describe('package boundaries', () => {
  it('finds imports, dynamic imports and requires, with their lines', () => {
    expect(
      specifiersOf(`import a from 'x';\nexport { b } from "../y";\nconst c = import('./z');\nrequire('w');`),
    ).toEqual([
      { specifier: 'x', line: 1 },
      { specifier: '../y', line: 2 },
      { specifier: './z', line: 3 },
      { specifier: 'w', line: 4 },
    ]);
  });

  it('flags a reach into another app, by package name or by a relative path leaving the app', () => {
    const dir = path.join(ROOT, 'mfe-public');
    const file = path.join(dir, 'src', 'pages', 'x.tsx');
    expect(crossing(dir, 'mfe-public', file, 'mfe-owner/src/api/x')).toBe('another app: mfe-owner');
    expect(crossing(dir, 'mfe-public', file, 'tools/apps.mjs')).toBe('another app: tools');
    expect(crossing(dir, 'mfe-public', file, 'e2e/specs/support/routes')).toBe('another app: e2e');
    expect(crossing(dir, 'mfe-public', file, '../../../mfe-admin/src/pages/queries-page')).toBe(
      'a relative path leaving the app',
    );
    expect(crossing(dir, 'mfe-public', file, '../../../shared-ui/src/index.ts')).toBe(
      'a relative path leaving the app',
    );
    expect(crossing(dir, 'mfe-public', file, 'shared-ui')).toBeNull();
    expect(crossing(dir, 'mfe-public', file, 'shared-ui/build/rspack-app.mjs')).toBeNull();
    expect(crossing(dir, 'mfe-public', file, 'react-dom/client')).toBeNull();
    expect(crossing(dir, 'mfe-public', file, '../features/login/login-dialog')).toBeNull();
    expect(crossing(dir, 'mfe-public', file, '../../rspack.config.mjs')).toBeNull();
  });

  it('lists each offending import as file:line, and a dependency on another app', () => {
    const dir = appWith('mfe-admin', {
      'package.json': JSON.stringify({ name: 'mfe-admin', dependencies: { 'mfe-owner': 'workspace:*' } }),
      'src/ok.ts': "import { x } from './x';\nimport { Button } from 'shared-ui';\n",
      'src/pages/bad.tsx': "import React from 'react';\nimport { help } from '../../../mfe-owner/src/api/help';\n",
      'src/lazy.ts': "export const load = () => import('mfe-owner/HelpPage');\n",
    });
    expect(boundaryViolations(dir).map(describeViolation)).toEqual([
      'src/lazy.ts:1 imports mfe-owner/HelpPage (another app: mfe-owner)',
      'src/pages/bad.tsx:2 imports ../../../mfe-owner/src/api/help (a relative path leaving the app)',
      'package.json depends on mfe-owner (another app)',
    ]);
  });

  it.each(PACKAGES)('%s imports no other app and depends on none', (owner) => {
    expect(boundaryViolations(path.join(ROOT, owner)).map(describeViolation)).toEqual([]);
  });
});
