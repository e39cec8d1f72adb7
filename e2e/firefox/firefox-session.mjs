// What the manual Firefox checks share: options from the command line, the site and API they run
// against, a signed-in token from the local API, and Firefox driven by puppeteer-core over WebDriver BiDi.
// Setup: apt-get install firefox-esr; npm install --prefix /tmp/ff puppeteer-core; the served builds and the
// local API (see bfcache-back.mjs).
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : process.argv[index + 1];
};

export const site = process.env.SITE ?? 'http://localhost:5700';
export const api = process.env.API ?? 'http://localhost:4700';

/** A JWT for a phone number, through the local API's login calls and its dev outbox. */
export async function tokenFor(number) {
  const post = (url, body) =>
    fetch(`${api}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const loginData = await (
    await post('/login/phone-login-initiate', { phone: number, 'cf-turnstile-response': 'XXXX.DUMMY.TOKEN.XXXX' })
  ).json();
  const { messages } = await (await fetch(`${api}/__dev/outbox?to=${number}`)).json();
  const code = Number(messages.filter((message) => message.kind === 'otp').at(-1).code);
  const { jwtToken } = await (await post('/login/phone-login-verify', { ...loginData, verificationCode: code })).json();
  return jwtToken;
}

/** Headless Firefox (FIREFOX, default /usr/bin/firefox-esr) with puppeteer-core from PUPPETEER_PREFIX (/tmp/ff). */
export async function launchFirefox() {
  const prefix = process.env.PUPPETEER_PREFIX ?? '/tmp/ff';
  const { default: puppeteer } = await import(
    pathToFileURL(createRequire(`${prefix}/`).resolve('puppeteer-core')).href
  );
  return puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: process.env.FIREFOX ?? '/usr/bin/firefox-esr',
    headless: true,
  });
}
