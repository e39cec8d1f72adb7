import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { parseTokens, tokenNames } from './parse-tokens';
import { ColourTokens, OtherTokens, RadiusTokens, ShadowTokens, SpacingTokens, TypeScale } from './token-pages';

// The pages read tokens.css?raw in Storybook (tokens-source.ts); the unit project's Vite serves CSS empty, so
// the test reads the same file from disk and gives the pages what they parse from it.
const TOKENS_CSS = readFileSync(path.join(import.meta.dirname, '../tokens.css'), 'utf8');
const TOKENS = parseTokens(TOKENS_CSS);

const PAGES = [ColourTokens, TypeScale, SpacingTokens, RadiusTokens, ShadowTokens, OtherTokens];

const shownText = () =>
  PAGES.map((Page) => {
    const { container, unmount } = render(<Page tokens={TOKENS} />);
    const text = container.textContent ?? '';
    unmount();
    return text;
  }).join('\n');

describe('the token pages (Design system/Tokens)', () => {
  it('show every custom property tokens.css declares, by name', () => {
    const text = shownText();
    const names = tokenNames(TOKENS_CSS);
    expect(names.length).toBeGreaterThan(70);
    expect(names.filter((name) => !text.includes(name))).toEqual([]);
  });

  it('show each token of each rule with its value (the Hindi scale, the wider gutter)', () => {
    const text = shownText();
    const rules = new Set(TOKENS.map((token) => token.scope));
    expect(rules).toEqual(
      new Set([
        ':root',
        ':root:lang(hi)',
        '@media (min-width: 600px) :root',
        '@media (prefers-reduced-motion: reduce) :root',
      ]),
    );
    expect(TOKENS.filter((token) => !text.includes(token.value)).map((token) => token.name)).toEqual([]);
  });

  it('read a token added to the source, with its section', () => {
    const tokens = parseTokens(':root {\n  /* Colour */\n  --color-new: #123456;\n  --space-9: 36px;\n}');
    expect(tokens).toEqual([
      { name: '--color-new', value: '#123456', section: 'Colour', scope: ':root' },
      { name: '--space-9', value: '36px', section: 'Colour', scope: ':root' },
    ]);
    const { container } = render(<ColourTokens tokens={tokens} />);
    expect(container.textContent).toContain('--color-new');
  });

  it('mark a pair under AA as failing, and one over it as passing', () => {
    const tokens = parseTokens(
      ':root { --color-surface: #ffffff; --color-bg: #ffffff; --color-surface-sunken: #ffffff; --color-pale: #aaaaaa; --color-text: #1b1f24; --color-muted: #525b68; }',
    );
    const { container } = render(<ColourTokens tokens={tokens} />);
    expect(container.textContent).toContain('pale on surface: 2.32:1 AA fail (needs 4.5:1)');
    expect(container.textContent).toContain('text on surface: 16.');
    expect(container.textContent).toMatch(/text on surface: 16\.\d\d:1 AA pass/);
  });

  it('compute WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5);
    // WebAIM's reference: #767676 is the lightest grey with 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('rgb(0 0 0 / 0.5)', '#ffffff')).toBeNull();
  });
});
