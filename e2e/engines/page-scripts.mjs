// Functions run inside the page, in both engines (puppeteer passes them, WebDriver gets their source):
// each stands alone, with no closure over this module.

/**
 * Records what the smoke fails on: uncaught errors, unhandled rejections, CSP and Trusted Types violations
 * and, where the driver cannot hear the console (WebKit), console.error calls. Once per document.
 */
export function installRecorder(wrapConsole) {
  if (window.__enginesSmoke) return;
  const problems = [];
  window.__enginesSmoke = problems;
  const text = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));
  addEventListener('error', (event) => problems.push(`uncaught ${text(event.error ?? event.message)}`));
  addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection ${text(event.reason)}`));
  document.addEventListener(
    'securitypolicyviolation',
    (event) => problems.push(`${event.effectiveDirective} violation (${event.blockedURI || 'inline'})`),
    true,
  );
  if (wrapConsole) {
    const original = console.error;
    console.error = (...args) => {
      problems.push(`console.error: ${args.map(text).join(' ')}`);
      original.apply(console, args);
    };
  }
}

/** What the recorder heard since the last call, or null when this document has no recorder. */
export function takeProblems() {
  return window.__enginesSmoke ? window.__enginesSmoke.splice(0) : null;
}

/** Marks the current document as the one being left (see isNewDocumentLoaded). */
export function markDocumentLeft() {
  window.__enginesLeft = true;
}

/** Whether the current document is not the marked one and has finished loading. */
export function isNewDocumentLoaded() {
  return !window.__enginesLeft && document.readyState === 'complete';
}

/** Where the page is, in which language, its visible level-1 headings and its width. */
export function pageState() {
  const shown = (element) => element.getClientRects().length > 0;
  return {
    path: location.pathname,
    lang: document.documentElement.lang,
    headings: [...document.querySelectorAll('h1')]
      .filter(shown)
      .map((heading) => heading.textContent.replace(/\s+/g, ' ').trim()),
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth,
    innerHeight,
  };
}

/** The first visible element matching `css` whose text or accessible label is `name` (any, when null). */
export function findElement(css, name) {
  const shown = (element) => element.getClientRects().length > 0;
  const names = (element) => [
    element.textContent.replace(/\s+/g, ' ').trim(),
    element.getAttribute('aria-label'),
    ...[...(element.labels ?? [])].map((label) => label.textContent.replace(/\s+/g, ' ').trim()),
  ];
  return (
    [...document.querySelectorAll(css)].find(
      (element) => shown(element) && (name === null || names(element).includes(name)),
    ) ?? null
  );
}

/** Whether a visible, enabled element matching `css` is named `name` (see findElement). */
export function isEnabled(css, name) {
  const shown = (element) => element.getClientRects().length > 0;
  return [...document.querySelectorAll(css)].some(
    (element) =>
      shown(element) &&
      !element.disabled &&
      element.getAttribute('aria-disabled') !== 'true' &&
      (element.textContent.replace(/\s+/g, ' ').trim() === name || element.getAttribute('aria-label') === name),
  );
}

/** Whether the page shows `text` (its rendered text, so a hidden live region's copy does not count). */
export function showsText(text) {
  // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts (not a hidden live region's copy)
  return document.body.innerText.replace(/\s+/g, ' ').includes(text);
}

/** Puts the smoke's chosen language where the site keeps it (docs/i18n.md) and forgets any session. */
export function chooseLanguage(language) {
  localStorage.clear();
  sessionStorage.clear();
  localStorage.setItem('language', language);
  // biome-ignore lint/suspicious/noDocumentCookie: the site's own cookie, as its language switch writes it
  document.cookie = `language=${language}; path=/; max-age=86400; samesite=strict`;
}

/** Signs in with a token, where the shell keeps it. */
export function useToken(token) {
  localStorage.setItem('authToken', token);
}
