// Hover effects are paints: a list scrolled under a resting mouse changes the hovered element in every frame,
// and a filter (or backdrop-filter) on :hover made each change a new effect layer the browser re-layered and
// re-rasterised in that frame (the vehicle list dropped frames at CPU 4x until the badges' brightness filter
// became a background). This reads every stylesheet of the apps and shared-ui.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './apps.mjs';

const SOURCE_FOLDERS = [
  'shared-ui/design-system/src',
  'shared-ui/runtime/src',
  'shell/src',
  'mfe-public/src',
  'mfe-owner/src',
  'mfe-admin/src',
];
const COSTLY_ON_HOVER = /(^|[;\s{])(backdrop-)?filter\s*:/;

function stylesheets(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(folder, file));
}

/** The rules of a stylesheet whose selector hovers and whose declarations use a filter. */
function filtersOnHover(css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const found: string[] = [];
  for (const [, selector = '', declarations = ''] of withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (selector.includes(':hover') && COSTLY_ON_HOVER.test(declarations)) found.push(selector.trim());
  }
  return found;
}

describe('hover effects', () => {
  it('finds a filter in a hover rule, also inside a media query, and nothing in other rules', () => {
    expect(filtersOnHover(':where(.button:hover) { filter: brightness(0.96); }')).toEqual([':where(.button:hover)']);
    expect(filtersOnHover('@media (hover: hover) { .a:hover { color: red; backdrop-filter: blur(4px) } }')).toEqual([
      '.a:hover',
    ]);
    expect(filtersOnHover('.a { filter: blur(2px) } .a:hover { background: red }')).toEqual([]);
  });

  it('no stylesheet of the site puts a filter on :hover', () => {
    const offenders = SOURCE_FOLDERS.flatMap(stylesheets).flatMap((file) =>
      filtersOnHover(readFileSync(path.join(ROOT, file), 'utf8')).map((selector) => `${file}: ${selector}`),
    );
    expect(offenders).toEqual([]);
  });
});
