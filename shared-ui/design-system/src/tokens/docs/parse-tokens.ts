/** One custom property of tokens.css, with the section comment it sits under and the rule that sets it. */
export interface Token {
  name: string;
  value: string;
  /** The section comment above it in its rule ("Colour", "Spacing (4 px base)"), or '' before any. */
  section: string;
  /** The rule's selector, with its at-rule if any: ':root', ':root:lang(hi)', '@media (min-width: 600px) :root'. */
  scope: string;
}

const COMMENT = /\/\*[\s\S]*?\*\//y;
const DECLARATION = /(--[\w-]+)\s*:\s*([^;]+);/y;

const withoutComments = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The innermost blocks of the stylesheet with their selectors, an at-rule's prelude before its rule's:
 * `@media (min-width: 600px) :root`. (tokens.css has no braces inside comments or values.)
 */
function blocks(css: string): { scope: string; body: string }[] {
  const found: { scope: string; body: string }[] = [];
  const preludes: string[] = [];
  let from = 0;
  let innermost = false;
  for (let at = 0; at < css.length; at++) {
    if (css[at] === '{') {
      preludes.push(withoutComments(css.slice(from, at)));
      from = at + 1;
      innermost = true;
    } else if (css[at] === '}') {
      if (innermost) found.push({ scope: preludes.join(' '), body: css.slice(from, at) });
      preludes.pop();
      from = at + 1;
      innermost = false;
    }
  }
  return found;
}

/** Every custom property tokens.css sets, in source order (a name set in several rules comes once per rule). */
export function parseTokens(css: string): Token[] {
  const tokens: Token[] = [];
  for (const { scope, body } of blocks(css)) {
    let section = '';
    let at = 0;
    while (at < body.length) {
      if (/\s/.test(body[at] ?? '')) {
        at += 1;
        continue;
      }
      COMMENT.lastIndex = at;
      const comment = COMMENT.exec(body);
      if (comment) {
        const text = comment[0].slice(2, -2).trim();
        // A short comment names a section; a long one explains the next token.
        if (text.length <= 40) section = text;
        at = COMMENT.lastIndex;
        continue;
      }
      DECLARATION.lastIndex = at;
      const declaration = DECLARATION.exec(body);
      if (!declaration) {
        const next = body.indexOf(';', at);
        at = next === -1 ? body.length : next + 1;
        continue;
      }
      tokens.push({
        name: declaration[1] as string,
        value: (declaration[2] as string).replace(/\s+/g, ' ').trim(),
        section,
        scope,
      });
      at = DECLARATION.lastIndex;
    }
  }
  return tokens;
}

/** Every custom property name tokens.css declares (the test's list of what the pages must show). */
export function tokenNames(css: string): string[] {
  return [...new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1] as string))];
}
