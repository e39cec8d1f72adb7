// What the manual Firefox checks share: options from the command line, the site and API they run
// against, a signed-in token from the local API, and Firefox driven by puppeteer-core (the e2e package's,
// pinned) over WebDriver BiDi. Setup: apt-get install firefox-esr (.ci/toolchain.sh does); the served builds
// and the local API (see bfcache-back.mjs).
import { readCommandLine } from '../../tools/command-line.ts';
import { tokenFor as localApiTokenFor } from '../../tools/local-api.mjs';

export { launchFirefox } from './firefox.mjs';

/** The check's options, each `--name <value>` with its default (undefined: none); any other is refused. */
export function readOptions(name, usage, defaults) {
  const options = Object.fromEntries(
    Object.entries(defaults).map(([option, value]) => [
      option,
      value === undefined ? { type: 'string' } : { type: 'string', default: value },
    ]),
  );
  return readCommandLine({ name, usage, options }).values;
}

export const site = process.env.SITE ?? 'http://localhost:5700';
export const api = process.env.API ?? 'http://localhost:4700';

/** A JWT for a phone number, through the local API's login calls and its dev outbox. */
export const tokenFor = (number) => localApiTokenFor(api, number);
