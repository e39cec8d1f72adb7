// @ts-check
// How every browser test here launches Chromium: Debian's system browser (Playwright cannot download its
// own on these machines), with the flags a closed network and a root sandbox need.

/** CHROMIUM_PATH overrides where the browser lives. */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
