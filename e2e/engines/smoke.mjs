// pnpm test:engines: the engines smoke. Firefox ESR (puppeteer-core over WebDriver BiDi) and WebKit
// (WebKitWebDriver, WebDriver classic) at phone size, in English and Hindi: every route of the e2e route
// table shows its heading with no error, CSP or Trusted Types violation and no sideways scroll, and the
// scanner's alert and the owner's login work. It serves the builds in dist/ itself (run pnpm build first).
//   node e2e/engines/smoke.mjs [--engine firefox|webkit] [--language en|hi] [--shots <folder>] [--verbose]
// Ports: ENGINES_SITE_PORT (5500: the site, and the 7 after it), ENGINES_API_PORT (4500),
// ENGINES_WEBDRIVER_PORT (4510). One line per problem; exit code 1 when there is any.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCommandLine, refuse } from '../../tools/command-line.ts';
import { tokenFor } from '../../tools/local-api.mjs';
import { checkAlert, checkLogin, checkRoute, signInWithToken } from './checks.mjs';
import { launchFirefox, openFirefox } from './firefox.mjs';
import { chooseLanguage, pageState } from './page-scripts.mjs';
import { smokeRoutes } from './routes.mjs';
import { startSite } from './servers.mjs';
import { openWebKit, startWebKitDriver } from './webkit.mjs';

const PHONE = { width: 390, height: 844 };
const ENGINES = ['firefox', 'webkit'];
const LANGUAGES = ['en', 'hi'];

const USAGE =
  'usage: node e2e/engines/smoke.mjs [--engine firefox|webkit] [--language en|hi] [--shots <folder>] [--verbose]';
const { values: options } = readCommandLine({
  name: 'engines',
  usage: USAGE,
  options: {
    engine: { type: 'string' },
    language: { type: 'string' },
    shots: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});
const only = (name, all) => {
  const chosen = options[name];
  if (chosen !== undefined && !all.includes(chosen))
    refuse('engines', USAGE, `--${name} takes one of ${all.join(', ')}`);
  return chosen ? [chosen] : all;
};
const engines = only('engine', ENGINES);
const languages = only('language', LANGUAGES);
const shotsDir = options.shots;
const sitePort = Number(process.env.ENGINES_SITE_PORT ?? 5500);
const apiPort = Number(process.env.ENGINES_API_PORT ?? 4500);
const webDriverPort = Number(process.env.ENGINES_WEBDRIVER_PORT ?? 4510);

const problems = [];
/** --verbose: each check's time, to see where a run spends it. */
const verbose = options.verbose;
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** One session's walk: the public routes, the alert, the login, then the signed-in routes. */
async function walk(session, { site, api, language, routes }) {
  const reporter = (where) => (what) => {
    const line = `${session.engine} ${language} ${where}: ${what}`;
    problems.push(line);
    console.log(`  FAIL ${line}`);
  };
  await session.goto(`${site}/terms`);
  await session.afterNavigation();
  await session.run(chooseLanguage, language);
  // What this first page did is its own, not the next check's.
  for (const problem of await session.problems()) reporter('/terms (the first page, to choose the language)')(problem);
  const { innerWidth, innerHeight } = await session.run(pageState);
  if (innerWidth !== PHONE.width || innerHeight !== PHONE.height)
    reporter('window')(`the page is ${innerWidth}x${innerHeight}, not ${PHONE.width}x${PHONE.height}`);
  const shots = shotsDir
    ? async (where) => {
        const name = `${session.engine}-${language}-${where.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.png`;
        writeFileSync(path.join(shotsDir, name), await session.screenshot());
      }
    : undefined;
  const timed = async (where, check) => {
    const checkStarted = Date.now();
    const result = await check();
    if (verbose) console.log(`  ${session.engine} ${language} ${where}: ${Date.now() - checkStarted} ms`);
    return result;
  };
  let signedInAs = null;
  for (const route of routes.filter((each) => !each.phone)) {
    if (route.missing) reporter(route.path)('no heading known: add the route to e2e/engines/routes.mjs');
    else await timed(route.path, () => checkRoute(session, { site, language, route, shots }, reporter(route.path)));
  }
  await timed('alert', () => checkAlert(session, { site, api, language }, reporter('alert')));
  if (await timed('login', () => checkLogin(session, { site, api, language }, reporter('login'))))
    signedInAs = routes.loginPhone;
  for (const route of routes.filter((each) => each.phone)) {
    if (route.phone !== signedInAs) {
      await signInWithToken(session, (phone) => tokenFor(api, phone), route.phone);
      signedInAs = route.phone;
    }
    await timed(route.path, () => checkRoute(session, { site, language, route, shots }, reporter(route.path)));
  }
}

/** The engine's browser (Firefox) or driver (WebKit), started once for both languages. */
async function startEngine(engine) {
  if (engine === 'webkit') return startWebKitDriver(webDriverPort);
  const browser = await launchFirefox();
  return { browser, stop: () => browser.close() };
}

function openSession(engine, started) {
  return engine === 'firefox' ? openFirefox(started.browser, PHONE) : openWebKit(started.url, PHONE);
}

// Ctrl-C or a timeout: exit through process.exit, so that every server and browser started here is stopped.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const started = Date.now();
const routes = await smokeRoutes();
routes.loginPhone = (await import('./catalogs.mjs').then((module) => module.seed())).owners.asha.phone;
if (shotsDir) mkdirSync(shotsDir, { recursive: true });
const servers = await startSite({ sitePort, apiPort });
console.log(
  `engines smoke: ${engines.join(', ')} in ${languages.join(', ')}, ${routes.length} routes, ${servers.site}`,
);
const timings = [];
try {
  for (const engine of engines) {
    const engineStarted = Date.now();
    let driver = null;
    try {
      driver = await startEngine(engine);
      for (const language of languages) {
        const sessionStarted = Date.now();
        await fetch(`${servers.api}/__dev/reset`, { method: 'POST' });
        const before = problems.length;
        let session = null;
        try {
          session = await openSession(engine, driver);
          await walk(session, { site: servers.site, api: servers.api, language, routes });
        } catch (error) {
          problems.push(`${engine} ${language}: stopped: ${error.message}`);
          console.log(`  FAIL ${problems.at(-1)}`);
        } finally {
          await session?.close();
        }
        const failed = problems.length - before;
        console.log(`${engine} ${language}: ${failed ? `${failed} problem(s)` : 'ok'} in ${seconds(sessionStarted)} s`);
      }
    } catch (error) {
      problems.push(`${engine}: could not start: ${error.message}`);
      console.log(`  FAIL ${problems.at(-1)}`);
    } finally {
      await driver?.stop();
    }
    timings.push(`${engine} ${seconds(engineStarted)} s`);
  }
} finally {
  await servers.stop();
}
console.log(`\nengines smoke: ${timings.join(', ')}; ${seconds(started)} s in all`);
if (problems.length) {
  console.log(`${problems.length} problem(s):`);
  for (const line of problems) console.log(`  ${line}`);
  process.exitCode = 1;
} else console.log('no problems');
