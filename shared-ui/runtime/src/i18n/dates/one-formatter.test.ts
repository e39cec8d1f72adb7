// Every date and time the apps show goes through format-date.ts: Intl's date styles and month names, and
// toLocale*String, write differently in each engine (docs/i18n.md, "Dates and times").
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SOURCE_FOLDERS } from '@qr/platform/source-folders';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..', '..', '..');
const SOURCE_DIRS = SOURCE_FOLDERS;
const ENGINE_DATES = /\bDateTimeFormat\b|\btoLocale(Date|Time)?String\b|\b(dateStyle|timeStyle|dayPeriod)\b/;

function shippedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : shippedFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it("no shipped code formats a date with the engine's locale data", () => {
  const offenders = SOURCE_DIRS.flatMap((dir) => shippedFiles(path.join(ROOT, dir)))
    .filter((file) => ENGINE_DATES.test(readFileSync(file, 'utf8')))
    .map((file) => path.relative(ROOT, file));
  expect(offenders, 'use @qr/runtime/i18n/dates').toEqual([]);
});
