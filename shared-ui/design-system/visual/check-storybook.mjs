// pnpm storybook:check: the built Storybook (storybook-static/, from pnpm storybook:build or pnpm test:visual)
// opens with no console error: its index, the token pages, several components' docs pages and a story, each
// in English and through the toolbar's Hindi; the token pages show every custom property of tokens.css.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@qr/platform/build/chromium.mjs';
import { chromium } from 'playwright';
import { serveStatic } from './static-server.mjs';

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKEN_PAGES = ['colours', 'type', 'spacing-radii-and-shadows'].map(
  (page) => `design-system-tokens-${page}--docs`,
);
const DOCS_PAGES = ['button', 'dialog', 'botcheck', 'sitebar', 'otpinput', 'windowedlist'].map(
  (component) => `design-system-components-${component}--docs`,
);
const STORIES = ['screens-shell-status-pages--configuration-error', 'design-system-components-bottomsheet--open'];

const tokenNames = [
  ...new Set(
    [...readFileSync(path.join(PACKAGE, 'src/tokens/tokens.css'), 'utf8').matchAll(/(--[\w-]+)\s*:/g)].map(
      (match) => match[1],
    ),
  ),
];

const server = await serveStatic(path.join(PACKAGE, 'storybook-static'), Number(process.env.STORYBOOK_CHECK_PORT ?? 0));
const browser = await chromium.launch(chromiumLaunchOptions);
const problems = [];
let tokenText = '';
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
let current = '';
try {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${current}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${current}: uncaught: ${error.message}`));

  /** The manager at `path`; resolves with the preview frame once `selector` shows in it. */
  async function open(pathInManager, selector, language = 'en') {
    current = `${pathInManager} (${language})`;
    const globals = language === 'hi' ? '&globals=language:hi' : '';
    await page.goto(`${server.url}/index.html?path=${pathInManager}${globals}`);
    const frame = page.frameLocator('#storybook-preview-iframe');
    await frame.locator(selector).first().waitFor({ state: 'visible', timeout: 30_000 });
    return frame;
  }

  await open('/docs/design-system-tokens-colours--docs', '.sbdocs h1');
  // The manager's own sidebar, built from index.json.
  await page.locator('#storybook-explorer-tree').getByText('Colours').first().waitFor();
  for (const id of TOKEN_PAGES) {
    const frame = await open(`/docs/${id}`, '.sbdocs table');
    tokenText += await frame.locator('.sbdocs').first().textContent();
  }
  for (const id of DOCS_PAGES) {
    for (const language of ['en', 'hi']) {
      const frame = await open(`/docs/${id}`, '.sbdocs h2', language);
      // A story that fails on a docs page shows its error in place of the story, not on the console.
      const text = await frame.locator('.sbdocs').first().textContent();
      if (/\bError: /.test(text ?? '')) problems.push(`${current}: a story on the page shows an error`);
    }
  }
  for (const id of STORIES) {
    for (const language of ['en', 'hi']) await open(`/story/${id}`, '#storybook-root > *, [role="dialog"]', language);
  }
} catch (error) {
  problems.push(`${current}: ${error.message.split('\n')[0]}`);
  if (process.env.STORYBOOK_CHECK_SHOT) await page.screenshot({ path: process.env.STORYBOOK_CHECK_SHOT });
} finally {
  await browser.close();
  await server.close();
}

const missing = tokenNames.filter((name) => !tokenText.includes(name));
if (missing.length) problems.push(`token pages do not show: ${missing.join(', ')}`);
if (problems.length) {
  console.error(`The built Storybook has ${problems.length} problem(s):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `The built Storybook opens cleanly: index, ${TOKEN_PAGES.length} token pages (all ${tokenNames.length} tokens shown), ` +
    `${DOCS_PAGES.length} docs pages and ${STORIES.length} stories in English and Hindi, no console error.`,
);
