// One Storybook preview page per language, reused for every story: a story is switched to over Storybook's
// channel (no reload), rendered, played, then screenshotted once its fonts are in.

/** Every story sees the same "now" (no story may show the real time). */
export const FIXED_NOW = new Date('2026-01-15T10:30:00+05:30');
/** A story that has not finished rendering and playing by then is screenshotted as it is, and reported. */
const RENDER_LIMIT_MS = 20_000;
/** A fake bot check still "Verifying" after this is shot as it is (and differs from its baseline). */
const ANSWER_LIMIT_MS = 10_000;

/**
 * The preview (iframe.html) at 390 x 844 in `language`, reduced motion, the axe run off (the story tests do it).
 * @param {import('playwright').Browser} browser
 */
export async function openStoryPage(browser, baseUrl, language) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const page = await context.newPage();
  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto(`${baseUrl}/iframe.html?viewMode=story`);
  await page.waitForFunction(() => Boolean(window.__STORYBOOK_ADDONS_CHANNEL__ && window.__STORYBOOK_PREVIEW__));
  // Storybook hides the story (display: none) behind its "preparing" spinner when a story is slow to come,
  // as on a busy machine: a field focused as it mounts (autoFocus) then gets no focus. Never hidden here.
  await page.evaluate(() => {
    const classes = document.body.classList;
    const add = classes.add.bind(classes);
    classes.add = (...names) => add(...names.filter((name) => name !== 'sb-show-preparing-story'));
  });
  await page.evaluate(
    (language) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        channel.once('globalsUpdated', resolve);
        channel.emit('updateGlobals', { globals: { language, a11y: { manual: true } } });
      }),
    language,
  );
  return page;
}

/**
 * Shows the story and resolves once Storybook reports it finished (rendered, played, checked).
 * @returns {Promise<{ status: string, message?: string }>}
 */
export async function renderStory(page, storyId) {
  // Whether a field focused by a script shows its focus ring (:focus-visible) depends on how the visitor last
  // interacted, and on whether the previous story's control still had the focus: a key press before every
  // story makes it the same each time (a keyboard visitor's view: the ring shows where focus lands).
  await page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : null));
  await page.keyboard.press('Shift');
  return page.evaluate(
    ({ storyId, limit }) =>
      new Promise((resolve) => {
        const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
        const handlers = {
          storyFinished: (event) => event.storyId === storyId && done({ status: event.status }),
          storyMissing: () => done({ status: 'missing' }),
          storyErrored: (error) => done({ status: 'error', message: error?.title ?? String(error) }),
          storyThrewException: (error) => done({ status: 'error', message: error?.message ?? String(error) }),
        };
        const timer = setTimeout(() => done({ status: 'timeout' }), limit);
        function done(result) {
          clearTimeout(timer);
          for (const [name, handler] of Object.entries(handlers)) channel.off(name, handler);
          resolve(result);
        }
        for (const [name, handler] of Object.entries(handlers)) channel.on(name, handler);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId, limit: RENDER_LIMIT_MS },
  );
}

/** The whole page (overlays included) once its fonts are in: no animation, no caret, the story even if it threw. */
export async function screenshotStory(page) {
  // A play function's click leaves its control focused as a mouse visitor's (no ring), which may or may not hold
  // by the time of the shot: a key press settles it the keyboard visitor's way, as before the story.
  await page.keyboard.press('Shift');
  // The fake bot check answers a moment after it is drawn, on timers that run on wall time here: a shot taken
  // while it still says "Verifying" on a quiet machine says "Success" on a busy one. It waits for the answer.
  await page
    .waitForFunction(() => !document.querySelector('[data-fake-turnstile="pending"]'), null, {
      timeout: ANSWER_LIMIT_MS,
    })
    .catch(() => undefined);
  await page.evaluate(async () => {
    // A story whose play function threw is still shown, not Storybook's error panel: the story tests report it.
    document.body.classList.remove('sb-show-errordisplay');
    await document.fonts.ready;
    // Work a story schedules after its next paint (an overlay focusing its first control) is done by then.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
  });
  return page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
}
