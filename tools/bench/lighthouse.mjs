// The Lighthouse runs of `pnpm bench`: Lighthouse's own view of a page, with its default (mobile) configuration: simulated
// slow 4G and a 4x slower CPU, performance category only, in a fresh Chromium profile per run.
//
// Lighthouse is large (and would add optional peers to the workspace's test tools), so it is not a dependency
// of the workspace: the first bench run with Lighthouse installs the pinned version into tools/bench/.lighthouse/.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumLaunchOptions } from '@qr/platform/build/chromium.mjs';

const LIGHTHOUSE_VERSION = '13.5.0';
const PREFIX = path.join(import.meta.dirname, '.lighthouse');

function installedLighthouse() {
  const packageJson = path.join(PREFIX, 'node_modules', 'lighthouse', 'package.json');
  if (!existsSync(packageJson)) {
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(process.cwd(), PREFIX)} (once)`);
    execFileSync(
      'npm',
      ['install', '--prefix', PREFIX, '--no-save', '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      { stdio: 'inherit' },
    );
  }
  return createRequire(packageJson);
}

const requireFromLighthouse = installedLighthouse();
const { default: lighthouse } = await import(pathToFileURL(requireFromLighthouse.resolve('lighthouse')).href);
const chromeLauncher = await import(pathToFileURL(requireFromLighthouse.resolve('chrome-launcher')).href);

/** Attempts per run: on a loaded machine Lighthouse sometimes loses the page load's trace (NO_NAVSTART). */
const ATTEMPTS = 3;

/** The performance score (0-100) and the main paint metrics of one Lighthouse run of url. */
export async function lighthouseRun(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseAttempt(url);
    } catch (error) {
      if (attempt === ATTEMPTS || !/NO_NAVSTART/.test(error.message)) throw error;
      console.log(`  (Lighthouse lost the trace, NO_NAVSTART: run again, attempt ${attempt + 1} of ${ATTEMPTS})`);
    }
  }
}

async function lighthouseAttempt(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error' });
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const ms = (audit) => Math.round(lhr.audits[audit].numericValue);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      warnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}
