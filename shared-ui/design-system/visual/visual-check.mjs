// pnpm test:visual [--update] [--no-build] [--only <text>]: every story screenshotted at 390 px wide, in English
// and in Hindi, against the baselines in shared-ui/design-system/visual-baselines/<story id>.<en|hi>.png (docs/design.md).
// --update accepts what the stories look like now (writes changed and new baselines, deletes those of stories
// that are gone); --no-build reuses storybook-static/; --only checks the stories whose id contains <text>.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromiumLaunchOptions } from '@qr/platform/build/chromium.mjs';
import { chromium } from 'playwright';
import { comparePngs } from './compare.mjs';
import { writeReport } from './report.mjs';
import { serveStatic } from './static-server.mjs';
import { openStoryPage, renderStory, screenshotStory } from './story-page.mjs';

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STATIC = path.join(PACKAGE, 'storybook-static');
const BASELINES = path.join(PACKAGE, 'visual-baselines');
const RESULTS = path.join(PACKAGE, 'visual-results');
const LANGUAGES = ['en', 'hi'];

const USAGE = 'usage: pnpm test:visual [--update] [--no-build] [--only <text>]';
const args = process.argv.slice(2);
// `pnpm test:visual -- --update` passes the `--` on.
if (args[0] === '--') args.shift();
let options;
try {
  ({ values: options } = parseArgs({
    args,
    options: {
      update: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  }));
} catch (error) {
  console.error(`visual check: ${error.message.replace(/\. To specify a positional.*$/s, '')}; ${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const update = options.update;
const only = options.only ?? null;
const relative = (file) => path.relative(process.cwd(), file);

if (!options['no-build']) {
  console.log('building Storybook (storybook-static/)…');
  const build = spawnSync(
    'pnpm',
    ['exec', 'storybook', 'build', '-o', 'storybook-static', '--quiet', '--disable-telemetry'],
    {
      cwd: PACKAGE,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const index = JSON.parse(readFileSync(path.join(STATIC, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story' && (!only || entry.id.includes(only)))
  .sort((a, b) => a.id.localeCompare(b.id));
if (!stories.length) {
  console.error(only ? `no story id contains "${only}"` : 'no stories in storybook-static/index.json');
  process.exit(2);
}

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
mkdirSync(BASELINES, { recursive: true });

const started = Date.now();
const server = await serveStatic(STATIC, Number(process.env.VISUAL_PORT ?? 0));
const launchOptions = {
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, '--hide-scrollbars', '--font-render-hinting=none'],
};
const changes = [];
const written = [];
const storyErrors = [];

/**
 * Every story in one language, on its own page: the two languages run side by side (one story's wait overlaps
 * the other's work), each in a browser of its own, whose one page keeps the focus (an autofocused field shows
 * its ring; two pages of one browser take the focus from each other).
 */
async function checkLanguage(language) {
  const browser = await chromium.launch(launchOptions);
  try {
    await checkStories(await openStoryPage(browser, server.url, language), language);
  } finally {
    await browser.close();
  }
}

async function checkStories(page, language) {
  for (const story of stories) {
    const key = `${story.id}.${language}`;
    const outcome = await renderStory(page, story.id);
    if (outcome.status !== 'success')
      storyErrors.push(`${key}: ${outcome.status}${outcome.message ? ` (${outcome.message})` : ''}`);
    const actual = await screenshotStory(page);
    const baseline = path.join(BASELINES, `${key}.png`);
    const result = existsSync(baseline)
      ? comparePngs(readFileSync(baseline), actual)
      : { same: false, reason: 'new story: no baseline', diff: null };
    if (result.same) continue;
    if (update) {
      writeFileSync(baseline, actual);
      written.push(key);
      continue;
    }
    const actualFile = path.join(RESULTS, `${key}.actual.png`);
    writeFileSync(actualFile, actual);
    const diffFile = result.diff ? path.join(RESULTS, `${key}.diff.png`) : null;
    if (diffFile) writeFileSync(diffFile, result.diff);
    changes.push({
      key,
      title: `${story.title} / ${story.name} (${language === 'hi' ? 'Hindi' : 'English'})`,
      reason: result.reason,
      expected: existsSync(baseline) ? baseline : null,
      actual: actualFile,
      diff: diffFile,
    });
  }
}

try {
  await Promise.all(LANGUAGES.map(checkLanguage));
} finally {
  await server.close();
}
changes.sort((a, b) => a.key.localeCompare(b.key));
written.sort();
storyErrors.sort();

const seconds = ((Date.now() - started) / 1000).toFixed(1);
const shots = stories.length * LANGUAGES.length;
if (storyErrors.length) {
  console.log(
    `\n${storyErrors.length} story render(s) reported an error (the story tests say why; screenshotted as rendered):`,
  );
  for (const line of storyErrors) console.log(`  ${line}`);
}

if (update) {
  const wanted = new Set(stories.flatMap((story) => LANGUAGES.map((language) => `${story.id}.${language}.png`)));
  const removed = only ? [] : readdirSync(BASELINES).filter((file) => file.endsWith('.png') && !wanted.has(file));
  for (const file of removed) unlinkSync(path.join(BASELINES, file));
  console.log(
    `\n${shots} screenshots in ${seconds}s: ${written.length} baseline(s) written, ${removed.length} removed (stories gone).`,
  );
  for (const key of written) console.log(`  wrote  ${relative(path.join(BASELINES, `${key}.png`))}`);
  for (const file of removed) console.log(`  removed ${relative(path.join(BASELINES, file))}`);
  console.log('Review them with `git diff --stat shared-ui/design-system/visual-baselines` and commit them.');
  process.exit(0);
}

if (!changes.length) {
  console.log(`\nvisual check: ${shots} screenshots in ${seconds}s, all match their baselines.`);
  process.exit(0);
}
const report = writeReport(RESULTS, changes);
console.log(`\nvisual check: ${changes.length} of ${shots} screenshots changed (${seconds}s):`);
for (const change of changes) {
  console.log(`  ${change.title}: ${change.reason}`);
  console.log(`    now:  ${relative(change.actual)}${change.diff ? `\n    diff: ${relative(change.diff)}` : ''}`);
}
console.log(`\nSee them side by side: ${relative(report)}`);
console.log(
  'If the changes are intended, accept them: pnpm test:visual --update (then commit shared-ui/design-system/visual-baselines).',
);
process.exit(1);
