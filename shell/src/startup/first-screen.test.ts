import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepFirstScreenUntilPage } from './first-screen';
import { LOADING_SCREEN } from './restore-unfinished';

// The document as index.html serves it: the first screen, then the app's (empty) root.
beforeEach(() => {
  window.history.replaceState(null, '', '/QRUSED0001');
  document.body.innerHTML = `<div class="first-screen" ${LOADING_SCREEN}></div><div id="root"></div>`;
  keepFirstScreenUntilPage();
});
afterEach(() => {
  document.body.innerHTML = '';
});

const root = () => document.getElementById('root') as HTMLElement;
const firstScreen = () => document.querySelector('.first-screen');
/** MutationObserver callbacks run as a microtask after the DOM change (React's commit). */
const afterCommit = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the document's first screen", () => {
  it("stays while the main region holds only a loading screen (the shell's spinner, then a page that is one)", async () => {
    root().innerHTML = `<a href="#main">Skip</a><main><div ${LOADING_SCREEN}>Loading</div></main>`;
    await afterCommit();
    root().querySelector('main')!.innerHTML = `<div ${LOADING_SCREEN}><h1 class="visually-hidden">Welcome</h1></div>`;
    await afterCommit();
    expect(firstScreen()).not.toBeNull();
  });

  it('goes when the page shows its own frame while a part of it loads (the sticker check)', async () => {
    root().innerHTML = `<main><div ${LOADING_SCREEN}>Loading</div></main>`;
    await afterCommit();
    root().querySelector('main')!.innerHTML =
      `<div class="layout"><header>QR Vehicle Contact</header><h1>Checking</h1><div ${LOADING_SCREEN}></div></div>`;
    await afterCommit();
    expect(firstScreen()).toBeNull();
  });

  it('goes in the same task as the commit that shows the page, so no frame shows both', async () => {
    root().innerHTML = `<main><div ${LOADING_SCREEN}>Loading</div></main>`;
    await afterCommit();
    const main = root().querySelector('main')!;
    main.innerHTML = '<h1>Contact Vehicle Owner</h1>';
    await Promise.resolve();
    expect(firstScreen()).toBeNull();
  });

  it('goes at once when the first render is a page (an error page, a page with its data ready)', async () => {
    root().innerHTML = '<main><h1>This part of the site is not available right now</h1></main>';
    await afterCommit();
    expect(firstScreen()).toBeNull();
  });

  it("goes when the app moves to another path before any page showed (a redirect): its texts are the old page's", async () => {
    root().innerHTML = `<main><div ${LOADING_SCREEN}>Loading</div></main>`;
    await afterCommit();
    window.history.replaceState(null, '', '/');
    root().querySelector('main')!.innerHTML = `<div ${LOADING_SCREEN}>Loading</div>`;
    await afterCommit();
    expect(firstScreen()).toBeNull();
  });

  it("never comes back: a loading screen after the page had shown is the app's own", async () => {
    root().innerHTML = '<main><h1>Page</h1></main>';
    await afterCommit();
    const observe = vi.spyOn(MutationObserver.prototype, 'observe');
    root().innerHTML = `<main><div ${LOADING_SCREEN}>Loading</div></main>`;
    await afterCommit();
    expect(firstScreen()).toBeNull();
    expect(observe).not.toHaveBeenCalled();
  });
});
