import type { Token } from './parse-tokens';

/** A colour checked against a background it is used on, with the WCAG AA ratio that use needs. */
export interface ColourPair {
  foreground: string;
  background: string;
  /** 4.5 for text; 3 for the edges of controls and the focus ring (non-text contrast, WCAG 1.4.11). */
  needed: number;
}

const SURFACES = ['--color-surface', '--color-bg', '--color-surface-sunken'];
const NON_TEXT = ['--color-border', '--color-border-strong', '--color-focus'];
/** Not checked: a translucent scrim, and the focus ring's white inner halo (it separates, it is not read). */
export const UNCHECKED: Readonly<Record<string, string>> = {
  '--color-overlay': 'translucent scrim behind dialogs and sheets',
  '--color-focus-halo': "the focus ring's inner halo, between the control and the ring",
};

const isSurface = (name: string) => SURFACES.includes(name) || name.endsWith('-soft');

/**
 * What each colour token is checked against: text colours on every surface and on their own soft tint; the
 * surfaces and tints under the body and muted text; the text on primary buttons on each primary state.
 */
export function pairsOf(token: Token, names: readonly string[]): ColourPair[] {
  const { name } = token;
  if (name in UNCHECKED) return [];
  if (name === '--color-on-primary')
    return ['--color-primary', '--color-primary-hover', '--color-primary-pressed']
      .filter((background) => names.includes(background))
      .map((background) => ({ foreground: name, background, needed: 4.5 }));
  if (isSurface(name))
    return ['--color-text', '--color-muted'].map((foreground) => ({ foreground, background: name, needed: 4.5 }));
  const needed = NON_TEXT.includes(name) ? 3 : 4.5;
  const soft = `${name}-soft`;
  const backgrounds = [...SURFACES, ...(names.includes(soft) ? [soft] : [])];
  return backgrounds.map((background) => ({ foreground: name, background, needed }));
}
