// What the manual Firefox checks share: options from the command line, the site and API they run
// against, a signed-in token from the local API, and Firefox driven by puppeteer-core (the e2e package's,
// pinned) over WebDriver BiDi. Setup: apt-get install firefox-esr (.ci/toolchain.sh does); the served builds
// and the local API (see bfcache-back.mjs).
import { tokenFor as localApiTokenFor } from '../../tools/local-api.mjs';

export { launchFirefox } from './firefox.mjs';

export const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};

export const site = process.env.SITE ?? 'http://localhost:5700';
export const api = process.env.API ?? 'http://localhost:4700';

/** A JWT for a phone number, through the local API's login calls and its dev outbox. */
export const tokenFor = (number) => localApiTokenFor(api, number);
