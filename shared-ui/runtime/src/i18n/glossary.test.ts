import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from './glossary';
import { hindiFileOf } from './hindi-files';

const REPO = path.resolve(import.meta.dirname, '../../../..');
const SKIPPED = new Set(['node_modules', 'dist', 'storybook-static', '.git']);

function hindiFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return hindiFiles(full);
    return entry.name.endsWith(hindiFileOf('.ts')) ? [full] : [];
  });
}

describe('the Hindi glossary (docs/i18n.md)', () => {
  const files = hindiFiles(REPO);

  it('finds the Hindi files of every package', () => {
    for (const pkg of ['shell', 'shared-ui', 'mfe-public', 'mfe-owner', 'mfe-admin']) {
      expect(files.some((file) => path.relative(REPO, file).startsWith(`${pkg}/`))).toBe(true);
    }
  });

  it('no Hindi file uses a rejected variant of a product term', () => {
    const misuses = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return GLOSSARY.flatMap(({ english, hindi, rejected }) =>
        rejected
          .filter((variant) => text.includes(variant))
          .map((variant) => `${path.relative(REPO, file)}: '${variant}' for ${english} (use '${hindi}')`),
      );
    });
    expect(misuses).toEqual([]);
  });
});
