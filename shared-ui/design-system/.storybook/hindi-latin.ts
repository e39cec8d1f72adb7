import { latinWordsOutsideAllowlist } from '@qr/runtime/i18n/latin-allowlist';

/**
 * Not the component's words: data a story's scaffolding shows (a reported token, an icon's name in code: marked
 * data-story-data), the test-only bot check, hidden glyphs. The scaffolding's own words (openers, readouts'
 * labels) are checked: a Hindi story shows them in Hindi (story-harness/messages.ts).
 */
const NOT_THE_COMPONENT = '[data-story-data],[data-fake-turnstile],[aria-hidden="true"],script,style';
const NAMES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];

const shown = (element: Element) => !element.closest(NOT_THE_COMPONENT) && element.checkVisibility();

const precededByWordBreak = (node: Node) => node.previousSibling?.nodeName === 'WBR';

/**
 * The Latin-script words a reader or a screen reader meets in a story (its canvas and the overlays it opens
 * on the body), outside the allowlist the Hindi walk (e2e) uses; `typed` is what a user typed (data).
 */
export function latinWordsOnScreen(typed: readonly string[]): string[] {
  const parts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.parentElement || !shown(node.parentElement)) continue;
    // After a <wbr> (a break opportunity inside a word, e.g. in a long link) the word goes on.
    if (precededByWordBreak(node) && parts.length) parts[parts.length - 1] += node.textContent ?? '';
    else parts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll(NAMES.map((name) => `[${name}]`).join(',')))
    if (shown(element)) for (const name of NAMES) parts.push(element.getAttribute(name) ?? '');
  let text = parts.join(' ');
  for (const data of typed) text = text.replaceAll(data, ' ');
  return latinWordsOutsideAllowlist(text);
}
