// The reset vitest.setup.ts runs before every test file (isolate: false): each file finds the page as jsdom
// first gave it, whatever the file before it left.
import { afterEach, expect, it, vi } from 'vitest';
import { evaluatedFor } from './module-reset.fixture';
import { resetPageForNextFile } from './vitest.page-reset';

const realRequestAnimationFrame = requestAnimationFrame;
const realSetTimeout = setTimeout;

afterEach(() => resetPageForNextFile());

it('clears storage and cookies, even those written from a deeper path', () => {
  localStorage.setItem('language', 'hi');
  sessionStorage.setItem('draft', 'x');
  window.history.replaceState(null, '', '/vehicle-details/QRUSED0001');
  // biome-ignore lint/suspicious/noDocumentCookie: sets up what a page would have written.
  document.cookie = 'language=hi.1762675200000;path=/';
  // biome-ignore lint/suspicious/noDocumentCookie: a cookie without a path takes the page's directory.
  document.cookie = 'seen=1';
  resetPageForNextFile();
  expect(localStorage.length).toBe(0);
  expect(sessionStorage.length).toBe(0);
  expect(document.cookie).toBe('');
});

it('puts the address, <html>, <head> and <body> back as they were', () => {
  const href = window.location.href;
  const html = document.documentElement.outerHTML;
  window.history.pushState(null, '', '/admin?tab=2#top');
  document.documentElement.lang = 'hi-IN';
  document.title = 'Owner home';
  document.head.append(document.createElement('script'));
  document.body.setAttribute('data-scroll-locked', '1');
  document.body.style.pointerEvents = 'none';
  document.body.append(document.createElement('div'));
  resetPageForNextFile();
  expect(window.location.href).toBe(href);
  expect(document.documentElement.outerHTML).toBe(html);
  expect(document.title).toBe('');
});

it('gives the real clock back when a test stubbed a timer while the fake clock ran', () => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', vi.fn());
  // As a test's afterEach does: this order leaves the fake clock's requestAnimationFrame, which never runs.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetPageForNextFile();
  expect(requestAnimationFrame).toBe(realRequestAnimationFrame);
  expect(setTimeout).toBe(realSetTimeout);
});

it('gives the real clock and the real globals back', () => {
  const realFetch = globalThis.fetch;
  vi.useFakeTimers();
  vi.stubGlobal('fetch', vi.fn());
  vi.stubEnv('MODE', 'preview');
  resetPageForNextFile();
  expect(vi.isFakeTimers()).toBe(false);
  expect(globalThis.fetch).toBe(realFetch);
  expect(import.meta.env.MODE).toBe('test');
});

it('evaluates our modules anew for this file (as vitest-module-reset.test.ts does for itself)', () => {
  expect(evaluatedFor).toBe(expect.getState().testPath);
});

it('gives findBy and waitFor 10 s to see their state (the setup of every unit project), not a 1 s race', async () => {
  const { getConfig } = await import('@testing-library/react');
  expect(getConfig().asyncUtilTimeout).toBe(10_000);
});
