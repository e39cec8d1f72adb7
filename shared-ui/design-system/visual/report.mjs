// The visual check's report: one HTML page (no scripts) showing each changed story's baseline, new screenshot and diff.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * @param {string} dir  the results folder (the report's images are relative to it)
 * @param {{ key: string, title: string, reason: string, expected: string | null, actual: string, diff: string | null }[]} changes
 */
export function writeReport(dir, changes) {
  const image = (label, file) =>
    file
      ? `<figure><figcaption>${label}</figcaption><img src="${escapeHtml(path.relative(dir, file))}" alt="${label}"></figure>`
      : `<figure><figcaption>${label}</figcaption><p>(none)</p></figure>`;
  const rows = changes
    .map(
      (
        change,
      ) => `<section><h2>${escapeHtml(change.title)} <small>${escapeHtml(change.key)}: ${escapeHtml(change.reason)}</small></h2>
<div class="row">${image('baseline', change.expected)}${image('now', change.actual)}${image('difference (red)', change.diff)}</div></section>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Visual changes</title>
<style>body{font-family:system-ui,sans-serif;margin:24px}h2{font-size:16px}small{color:#555;font-weight:400}
.row{display:flex;gap:16px;align-items:flex-start}figure{margin:0}img{border:1px solid #ccc;max-width:390px}</style>
<h1>${changes.length} changed screenshot(s)</h1>
<p>Accept them all with <code>pnpm test:visual --update</code> (docs/design.md).</p>
${rows}
</html>\n`;
  const file = path.join(dir, 'index.html');
  writeFileSync(file, html);
  return file;
}
