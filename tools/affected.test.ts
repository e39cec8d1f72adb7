import { describe, expect, it } from 'vitest';
import { classify, remoteOfSpec, selectSteps } from './affected.ts';

const EVERYTHING: [string, string][] = [
  ['lint', 'pnpm lint'],
  ['e2e tests', 'pnpm test:e2e'],
];
const SPECS = [
  'specs/admin/queries.spec.ts',
  'specs/composition.spec.ts',
  'specs/i18n/hindi-info.spec.ts',
  'specs/i18n/hindi-owner.spec.ts',
  'specs/i18n/hindi-shell.spec.ts',
  'specs/owner/home.spec.ts',
  'specs/public/login.spec.ts',
  'specs/release.spec.ts',
];

const names = (changed: string[]) => selectSteps(changed, SPECS, EVERYTHING).map((step) => step.name);
const e2eCommand = (changed: string[]) =>
  selectSteps(changed, SPECS, EVERYTHING).find((step) => step.name === 'e2e tests')?.command;

describe('affected steps', () => {
  it('maps a spec to its remote by folder and Hindi name; the others are cross-cutting', () => {
    expect(remoteOfSpec('specs/owner/home.spec.ts')).toBe('mfe-owner');
    expect(remoteOfSpec('specs/i18n/hindi-owner.spec.ts')).toBe('mfe-owner');
    expect(remoteOfSpec('specs/i18n/hindi-info.spec.ts')).toBe('mfe-public');
    expect(remoteOfSpec('specs/admin/queries.spec.ts')).toBe('mfe-admin');
    expect(remoteOfSpec('specs/i18n/hindi-shell.spec.ts')).toBeNull();
    expect(remoteOfSpec('specs/release.spec.ts')).toBeNull();
  });

  it("runs a remote's own ci, stories and team checkout, its specs with the cross-cutting ones, the visual check and the engines", () => {
    expect(names(['mfe-owner/src/features/home/messages.ts'])).toEqual([
      'mfe-owner ci',
      'mfe-owner stories',
      'build',
      'mfe-owner alone',
      'e2e tests',
      'visual check',
      'engines smoke',
    ]);
    expect(e2eCommand(['mfe-owner/src/features/home/messages.ts'])).toBe(
      'pnpm --filter e2e exec playwright test specs/composition.spec.ts specs/i18n/hindi-owner.spec.ts specs/i18n/hindi-shell.spec.ts specs/owner/home.spec.ts specs/release.spec.ts',
    );
  });

  it('covers each remote a change touches, and every spec once all three are', () => {
    expect(names(['mfe-admin/package.json', 'mfe-public/src/a.ts'])).toEqual([
      'mfe-public ci',
      'mfe-public stories',
      'mfe-admin ci',
      'mfe-admin stories',
      'build',
      'mfe-public alone',
      'mfe-admin alone',
      'e2e tests',
      'visual check',
      'engines smoke',
    ]);
    expect(e2eCommand(['mfe-admin/src/a.ts', 'mfe-public/src/a.ts'])).not.toContain('specs/owner/');
    expect(e2eCommand(['mfe-admin/a', 'mfe-public/a', 'mfe-owner/a'])).toBe('pnpm test:e2e');
  });

  it.each([
    ['shared-ui/design-system/src/components/button/button.tsx', 'shared-ui/design-system'],
    ['shared-ui/runtime/src/session/http.ts', 'shared-ui/runtime'],
    ['shared-ui/contract/src/rules.ts', 'shared-ui/contract'],
    ['shared-ui/platform/build/rspack-app.mjs', 'shared-ui/platform'],
  ])('a change in %s runs everything, naming its package', (file, pkg) => {
    expect(classify(file)).toEqual({
      scope: 'everything',
      why: `${pkg} (one of shared-ui's packages) is built into, tested with or checks every app`,
    });
  });

  it.each([
    'shared-ui/design-system/src/components/button.tsx',
    'shell/src/routing/route-table.ts',
    'deploy/release/gate.mjs',
    'tools/serve.mjs',
    'tools/api/main.ts',
    'e2e/playwright.config.ts',
    'pnpm-lock.yaml',
    'package.json',
    'biome.json',
    '.ci/run',
  ])('runs everything for %s, saying why', (file) => {
    const steps = selectSteps(['mfe-owner/src/a.ts', file], SPECS, EVERYTHING);
    expect(steps.map((step) => step.command)).toEqual(['pnpm lint', 'pnpm test:e2e']);
    expect(steps[0]?.why).toContain(file);
  });

  it('runs every spec, with lint and typecheck, when a spec changes; nothing for documentation', () => {
    expect(selectSteps(['e2e/specs/owner/home.spec.ts'], SPECS, EVERYTHING).map((s) => s.command)).toEqual([
      'pnpm exec biome check e2e',
      'pnpm --filter e2e run typecheck',
      'pnpm build',
      'pnpm test:e2e',
    ]);
    expect(selectSteps(['docs/product.md', 'README.md', 'mfe-owner/README.md'], SPECS, EVERYTHING)).toEqual([]);
    expect(classify('docs/product.md').scope).toBe('none');
  });

  it("builds and checks the bench's bundled baseline only when the bench or its check changes", () => {
    const baseline = 'pnpm --filter bench run test:baseline';
    const commands = (changed: string[]) => selectSteps(changed, SPECS, EVERYTHING).map((step) => step.command);
    expect(commands(['tools/bench/bundled/rspack.config.mjs'])).toEqual(['pnpm lint', 'pnpm test:e2e', baseline]);
    expect(commands(['e2e/specs/bundled-baseline.bench.ts'])).toEqual([
      'pnpm exec biome check e2e',
      'pnpm --filter e2e run typecheck',
      'pnpm build',
      'pnpm test:e2e',
      baseline,
    ]);
    expect(commands(['tools/serve-builds.ts'])).not.toContain(baseline);
    expect(commands(['mfe-public/src/a.ts', 'shell/src/bootstrap.tsx'])).not.toContain(baseline);
  });
});
