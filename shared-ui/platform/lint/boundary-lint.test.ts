// The import boundaries are Biome plugins (shared-ui/platform/lint/*.grit, listed in biome.json), run by `pnpm lint`
// and shown by the editor. Each rule is linted here on a throwaway copy of the repository's layout holding
// the imports it must flag and those it must let through (docs/architecture.md, "Rooms and arrows").
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { throwawayFolder } from './throwaway-folder';

/** The repository's root: the rules are linted with its biome.json, which lists them. */
const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome');

// Built at run time, so this file itself names none of the paths it tests.
const importing = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;
const loading = (specifier: string) => `export const load = () => import('${specifier}');\n`;

/**
 * The boundary diagnostics (`file:line message`) of the given files, linted with this repository's config; `rule`
 * names another of its rules instead.
 */
function violationsOf(files: Record<string, string>, rule = 'plugin'): string[] {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'biome.json'), 'utf8'));
  const dir = throwawayFolder({
    ...files,
    'biome.json': JSON.stringify({ ...config, $schema: undefined, vcs: { enabled: false } }),
  });
  cpSync(import.meta.dirname, path.join(dir, 'shared-ui', 'platform', 'lint'), { recursive: true });
  const result = spawnSync(BIOME, ['lint', '--reporter=concise', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const lines = `${result.stdout}${result.stderr}`.split('\n');
  return lines
    .flatMap((line) => {
      const match = new RegExp(`^× (.+?):(\\d+):\\d+: ${rule}: (.*)$`).exec(line);
      return match ? [`${match[1]}:${match[2]} ${match[3]}`] : [];
    })
    .sort();
}

describe('an app imports no other app', () => {
  it('flags another app by package name, statically or when a function runs, and a relative path leaving the app', () => {
    expect(
      violationsOf({
        'mfe-admin/src/lazy.ts': loading('mfe-owner/HelpPage'),
        'mfe-admin/src/pages/bad.tsx': importing('../../../mfe-owner/src/api/help'),
        'mfe-admin/src/ok.ts': importing('./x') + importing('@qr/design-system') + importing('react-dom/client'),
        'mfe-public/src/pages/x.tsx':
          importing('tools/apps.mjs') +
          importing('../../../shared-ui/design-system/src/index.ts') +
          importing('@qr/platform/build/rspack-app.mjs') +
          importing('../features/login/login-dialog') +
          importing('../../rspack.config.mjs'),
        'shell/src/x.ts': importing('e2e/specs/support/routes'),
        'shared-ui/design-system/src/components/x.ts': importing('shell/routes'),
      }),
    ).toEqual([
      "mfe-admin/src/lazy.ts:1 mfe-admin imports 'mfe-owner/HelpPage' (another app: mfe-owner): an app imports its own files, shared-ui and npm packages only (docs/architecture.md, Rooms and arrows)",
      "mfe-admin/src/pages/bad.tsx:1 mfe-admin imports '../../../mfe-owner/src/api/help' (a relative path leaving the app): an app imports its own files, shared-ui and npm packages only (docs/architecture.md, Rooms and arrows)",
      "mfe-public/src/pages/x.tsx:1 mfe-public imports 'tools/apps.mjs' (another app: tools): an app imports its own files, shared-ui and npm packages only (docs/architecture.md, Rooms and arrows)",
      "mfe-public/src/pages/x.tsx:3 mfe-public imports '../../../shared-ui/design-system/src/index.ts' (a relative path leaving the app): an app imports its own files, shared-ui and npm packages only (docs/architecture.md, Rooms and arrows)",
      "shared-ui/design-system/src/components/x.ts:1 shared-ui imports 'shell/routes' (another app: shell): an app imports its own files, shared-ui and npm packages only (docs/architecture.md, Rooms and arrows)",
      "shell/src/x.ts:1 shell imports 'e2e/specs/support/routes' (another app: e2e): an app imports its own files, shared-ui and npm packages only (docs/architecture.md, Rooms and arrows)",
    ]);
  });

  it('flags a dependency on another app in package.json', () => {
    expect(
      violationsOf({
        'mfe-admin/package.json': JSON.stringify({
          name: 'mfe-admin',
          dependencies: { 'mfe-owner': 'workspace:*', '@qr/design-system': 'workspace:*' },
        }),
      }),
    ).toEqual([
      'mfe-admin/package.json:1 mfe-admin depends on mfe-owner, another app: an app depends on shared-ui and npm packages only',
    ]);
  });
});

describe("a remote's layers", () => {
  it("flags a feature importing a page and the api importing a feature or a page; an api test may read a feature's texts", () => {
    expect(
      violationsOf({
        'mfe-owner/src/features/help/query-box.tsx': importing('../../pages/help-page') + importing('../../api/help'),
        'mfe-owner/src/api/help.ts': importing('../features/help/messages') + importing('../pages/help-page'),
        'mfe-owner/src/api/help.test.ts': importing('../features/help/messages'),
        'mfe-owner/src/pages/help-page.tsx': importing('../features/help/query-box') + importing('../api/help'),
      }),
    ).toEqual([
      "mfe-owner/src/api/help.ts:1 mfe-owner/src/api imports src/features: a remote's layers go pages -> features -> api, never up",
      "mfe-owner/src/api/help.ts:3 mfe-owner/src/api imports src/pages: a remote's layers go pages -> features -> api, never up",
      "mfe-owner/src/features/help/query-box.tsx:1 mfe-owner/src/features imports src/pages: a remote's layers go pages -> features -> api, never up",
    ]);
  });

  it('flags a feature importing a sibling feature at any depth, and features/shared importing a feature', () => {
    const sibling = (app: string, from: string, to: string) =>
      `${app}/src/features/${from} imports features/${to}: a feature never imports a sibling feature (move what both use to features/shared/, or let the page compose them)`;
    expect(
      violationsOf({
        'mfe-owner/src/features/activities/x.tsx':
          importing('../vehicle-details/messages') + importing('../shared/loading-screen') + importing('./messages'),
        'mfe-owner/src/features/shared/y.ts': importing('../bills/messages'),
        'mfe-public/src/features/login/steps/z.tsx':
          importing('../../registration/validation') + importing('../validation') + importing('../../shared/fill'),
      }),
    ).toEqual([
      `mfe-owner/src/features/activities/x.tsx:1 ${sibling('mfe-owner', 'activities', 'vehicle-details')}`,
      `mfe-owner/src/features/shared/y.ts:1 ${sibling('mfe-owner', 'shared', 'bills')}`,
      `mfe-public/src/features/login/steps/z.tsx:1 ${sibling('mfe-public', 'login', 'registration')}`,
    ]);
  });
});

describe("the shell's layers", () => {
  it('flags an import up the layers; down, within a layer and from the root files are fine', () => {
    expect(
      violationsOf({
        'shell/src/status/messages.ts': importing('../routing/guards'),
        'shell/src/federation/site-reachable.ts': importing('../startup/early-start'),
        'shell/src/federation/remotes.ts': importing('../routing/route-table') + importing('./compatibility-plugin'),
        'shell/src/routing/remote-page.tsx': importing('../federation/remotes') + importing('../status/retry-remote'),
        'shell/src/telemetry/x.ts': importing('../config/runtime-config-url'),
        'shell/src/startup/early-start.ts': importing('../routing/site-routes'),
        'shell/src/bootstrap.tsx': importing('./startup/early-start'),
      }),
    ).toEqual([
      "shell/src/federation/remotes.ts:1 shell/src/federation imports shell/src/routing: up the shell's layers (federation -> routing)",
      "shell/src/federation/site-reachable.ts:1 shell/src/federation imports shell/src/startup: up the shell's layers (federation -> startup)",
      "shell/src/status/messages.ts:1 shell/src/status imports shell/src/routing: up the shell's layers (status -> routing)",
      "shell/src/telemetry/x.ts:1 shell/src/telemetry imports shell/src/config: up the shell's layers (telemetry -> config)",
    ]);
  });

  it('flags a folder of the shell without a place in the layers', () => {
    expect(violationsOf({ 'shell/src/widgets/x.ts': importing('../routing/guards') })).toEqual([
      "shell/src/widgets/x.ts:1 shell/src/widgets has no place in the shell's layers: add it to shared-ui/platform/lint/shell-layers.grit and docs/architecture.md",
    ]);
  });
});

describe("shared-ui's packages", () => {
  it('flags a package importing a kind above it, or a sibling package by relative path; platform may import them all, and tests, vitest.config.ts and the visual check the platform', () => {
    expect(
      violationsOf({
        'shared-ui/contract/src/x.ts':
          importing('@qr/runtime') + importing('@qr/platform/federation') + importing('./rules.ts'),
        'shared-ui/runtime/src/session/x.ts':
          importing('@qr/design-system') + importing('@qr/contract') + importing('../../../contract/src/rules.ts'),
        'shared-ui/design-system/src/x.ts': importing('@qr/platform/standalone') + importing('@qr/runtime'),
        'shared-ui/platform/build/x.mjs': importing('@qr/design-system') + importing('@qr/runtime/i18n'),
        'shared-ui/runtime/src/x.test.ts': importing('@qr/platform/federation/settings-route.fixture'),
        'shared-ui/runtime/vitest.config.ts': importing('@qr/platform/vitest.apps'),
        'shared-ui/design-system/visual/x.mjs': importing('@qr/platform/build/chromium.mjs'),
        'shared-ui/runtime/src/vitest.config.ts.ts': importing('@qr/platform/vitest.apps'),
      }),
    ).toEqual([
      "shared-ui/contract/src/x.ts:1 shared-ui/contract imports @qr/runtime: up shared-ui's kinds (contract -> runtime; contract < runtime < design-system, and platform is imported by no kind)",
      "shared-ui/contract/src/x.ts:3 shared-ui/contract imports @qr/platform: up shared-ui's kinds (contract -> platform; contract < runtime < design-system, and platform is imported by no kind)",
      "shared-ui/design-system/src/x.ts:1 shared-ui/design-system imports @qr/platform: up shared-ui's kinds (design-system -> platform; contract < runtime < design-system, and platform is imported by no kind)",
      "shared-ui/runtime/src/session/x.ts:1 shared-ui/runtime imports @qr/design-system: up shared-ui's kinds (runtime -> design-system; contract < runtime < design-system, and platform is imported by no kind)",
      'shared-ui/runtime/src/session/x.ts:5 shared-ui/runtime imports shared-ui/contract by a relative path: import @qr/contract by its package name',
      "shared-ui/runtime/src/vitest.config.ts.ts:1 shared-ui/runtime imports @qr/platform: up shared-ui's kinds (runtime -> platform; contract < runtime < design-system, and platform is imported by no kind)",
    ]);
  });
});

describe('the rooms of the repository', () => {
  it('flags deploy/ importing tools/ or e2e/; tools/ and e2e/ may import deploy/', () => {
    expect(
      violationsOf({
        'deploy/release/local-site.mjs': loading('../../tools/nginx.mjs'),
        'deploy/release/test/build.test.mjs': importing('../../../e2e/support/copy.mjs'),
        'deploy/render-nginx.mjs': importing('./csp.mjs'),
        'deploy/release/tools/x.mjs': importing('../tools/y.mjs'),
        'tools/serve.mjs': importing('../deploy/render-nginx.mjs'),
        'e2e/specs/release.spec.ts': importing('../../deploy/release/cli.mjs'),
      }),
    ).toEqual([
      'deploy/release/local-site.mjs:1 deploy/ imports tools/: deploy/ never imports tools/ or e2e/ (what both need lives in deploy/)',
      'deploy/release/test/build.test.mjs:1 deploy/ imports e2e/: deploy/ never imports tools/ or e2e/ (what both need lives in deploy/)',
    ]);
  });

  it('flags a path into shell/src from outside the shell, by relative path or package name; shell/routes is its entry', () => {
    const into = (top: string) =>
      `${top}/ names a path into shell/src: import what the shell exports (shell/package.json "exports")`;
    expect(
      violationsOf({
        'deploy/render-nginx.mjs': importing('../shell/src/routing/route-table.ts') + importing('shell/routes'),
        'tools/dev/remotes.ts': importing('shell/src/federation/remotes'),
        'shell/src/app.tsx': importing('./routing/guards'),
      }),
    ).toEqual([`deploy/render-nginx.mjs:1 ${into('deploy')}`, `tools/dev/remotes.ts:1 ${into('tools')}`]);
  });

  it("flags the bench importing an app's source, its bundled baseline's stand-in too; build configs are no source", () => {
    const bench = (app: string) =>
      `tools/bench imports ${app}/src: the bench measures the built apps and never imports an app's source`;
    expect(
      violationsOf({
        'tools/bench/measure.mjs':
          importing('../../mfe-owner/src/api/help') + importing('../../mfe-owner/rspack.config.mjs'),
        'tools/bench/bundled/rspack.config.mjs': importing('../../../mfe-admin/rspack.config.mjs'),
        'tools/bench/bundled/bundled-remotes.ts':
          "export const p = import.meta.webpackContext('../../../mfe-public/src/pages', { regExp: /x/ });\n",
        'tools/bench/bundled/other.ts':
          "export const p = import.meta.webpackContext('../../../mfe-public/src/features', { regExp: /x/ });\n",
      }),
    ).toEqual([
      `tools/bench/bundled/bundled-remotes.ts:1 ${bench('mfe-public')}`,
      `tools/bench/bundled/other.ts:1 ${bench('mfe-public')}`,
      `tools/bench/measure.mjs:1 ${bench('mfe-owner')}`,
    ]);
  });
});

describe('the one route matcher', () => {
  it("flags react-router's matching in any app, and lets its parity test and the rest of react-router through", () => {
    const named = (names: string, specifier: string) =>
      `import { ${names} } from '${specifier}';\nexport const y = [${names}];\n`;
    const one =
      'The site has one route matcher, matchRoute (shell/src/routing/match-route.ts; shell/routes in Node): react-router is given only the route it found (docs/decisions/0008-one-route-matcher.md).';
    expect(
      violationsOf(
        {
          'shell/src/document/x.tsx': named('matchPath', 'react-router-dom'),
          'mfe-public/src/pages/x.tsx': named('useRoutes', 'react-router'),
          'mfe-owner/src/pages/x.tsx': named('Routes, useParams', 'react-router-dom'),
          'shell/src/routing/match-route.test.ts': named('matchRoutes', 'react-router-dom'),
        },
        'lint/style/noRestrictedImports',
      ),
    ).toEqual([`mfe-public/src/pages/x.tsx:1 ${one}`, `shell/src/document/x.tsx:1 ${one}`]);
  });
});
