// The chunk plan (shared-ui/platform/build/chunk-plan.mjs) is the one place the apps' chunks are named: no source names
// one, every module it lists is one the apps import lazily, and its loader names exactly those imports.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CHUNK_PLAN, startupSharedChunks } from '@qr/platform/build/chunk-plan.mjs';
import chunkPlanLoader from '@qr/platform/build/chunk-plan-loader.mjs';
import { describe, expect, it } from 'vitest';
import { ROOT } from './apps.mjs';

const SOURCES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /^(shell|mfe-[a-z]+|shared-ui(\/[a-z-]+)?)\/src\/.*\.tsx?$/.test(file));

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const named = (file: string, source = read(file)) =>
  chunkPlanLoader.call({ resourcePath: path.join(ROOT, file) }, source);

/** The modules the sources import lazily by a relative path, as the plan names them (from the root, no extension). */
const LAZY_IMPORTS = new Set(
  SOURCES.flatMap((file) =>
    [...read(file).matchAll(/\bimport\(\s*(['"])(\.\.?\/[^'"]+)\1\s*\)/g)].map((match) =>
      path.join(path.dirname(file), match[2] as string).replace(/\.tsx?$/, ''),
    ),
  ),
);

describe('the chunk plan', () => {
  it('is the only place a chunk is named', () => {
    expect(SOURCES.filter((file) => read(file).includes('webpackChunkName'))).toEqual([]);
  });

  it('lists only modules the apps import lazily, and the loader names every import of them', () => {
    const planned = Object.values(CHUNK_PLAN).flat();
    expect(planned.filter((module) => !LAZY_IMPORTS.has(module))).toEqual([]);
    const chunks = new Set(
      SOURCES.flatMap((file) => [...named(file).matchAll(/webpackChunkName: "([^"]+)"/g)].map((match) => match[1])),
    );
    expect([...chunks].sort()).toEqual(Object.keys(CHUNK_PLAN).sort());
  });

  it('names a planned import and leaves the others as they are', () => {
    const source = "const a = () => import('./document/after-navigation');\nconst b = () => import('./elsewhere');\n";
    expect(named('shell/src/app.tsx', source)).toBe(
      "const a = () => import(/* webpackChunkName: \"after-navigation\" */ './document/after-navigation');\nconst b = () => import('./elsewhere');\n",
    );
  });

  it("the shell's start-up runtime chunk takes the runtime singleton and the contract, and no entry a remote bundles", () => {
    const { test } = startupSharedChunks('').startupRuntime;
    const inChunk = (file: string) => test.test(path.join(ROOT, file));
    expect(
      [
        'shared-ui/runtime/src/session/http.ts',
        'shared-ui/runtime/src/i18n/messages.ts',
        'shared-ui/contract/src/index.ts',
      ].filter((file) => !inChunk(file)),
    ).toEqual([]);
    expect(
      [
        'shared-ui/runtime/src/server-data/index.ts',
        'shared-ui/runtime/src/single-flight/use-single-flight.ts',
        'shared-ui/runtime/src/lazy-part/lazy-part.tsx',
        'shared-ui/runtime/src/scheduling/after-next-paint.ts',
        'shared-ui/runtime/src/config-error/describe-config-issue.ts',
        'shared-ui/design-system/src/components/index.ts',
      ].filter(inChunk),
    ).toEqual([]);
  });
});
