import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageSpinner } from '../routing/page-spinner';
import { LOADING_SCREEN, reloadRestoredUnfinished } from './restore-unfinished';

const reload = vi.fn();
let listeners: EventListener[] = [];

beforeEach(() => {
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
  listeners = [];
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'pageshow') listeners.push(listener as EventListener);
  });
  reloadRestoredUnfinished();
  vi.mocked(window.addEventListener).mockRestore();
  document.body.innerHTML = '<div id="root"></div>';
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const pageshow = (persisted: boolean) => {
  for (const listener of listeners) listener(new PageTransitionEvent('pageshow', { persisted }));
};
const root = () => document.getElementById('root') as HTMLElement;

describe('a page restored from the back/forward cache', () => {
  it("reloads while only the document's first screen shows (left before React started)", () => {
    document.body.insertAdjacentHTML('afterbegin', `<div class="first-screen" ${LOADING_SCREEN}></div>`);
    pageshow(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads while it shows a loading screen, such as the shell's page spinner", () => {
    render(
      <Provider store={createStore()}>
        <PageSpinner />
      </Provider>,
      { container: root() },
    );
    expect(root().querySelector(`[${LOADING_SCREEN}]`)).not.toBeNull();
    pageshow(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('carries on as it was once the page had rendered (what was typed stays)', () => {
    root().innerHTML = '<main><input value="98765"></main>';
    pageshow(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads on an ordinary page show (not from the cache)', () => {
    pageshow(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
