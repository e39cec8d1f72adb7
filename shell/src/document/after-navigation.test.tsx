import { act, render } from '@testing-library/react';
import { type ReactNode, useEffect } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AfterNavigation from './after-navigation';

/** A <main> whose page the test writes by hand, as a remote would render it after a navigation. */
function Site({ children, go }: { children?: ReactNode; go: { to?: (path: string) => void } }) {
  const navigate = useNavigate();
  useEffect(() => {
    go.to = navigate;
  }, [go, navigate]);
  return (
    <>
      <main id="main">{children}</main>
      <AfterNavigation mainId="main" since="/" />
    </>
  );
}

function setUp() {
  const go: { to?: (path: string) => void } = {};
  render(
    <MemoryRouter initialEntries={['/']}>
      <Site go={go} />
    </MemoryRouter>,
  );
  const main = document.getElementById('main') as HTMLElement;
  const navigate = (path: string) => act(() => go.to?.(path));
  const showPage = (html: string) => {
    main.innerHTML = html;
  };
  return { main, navigate, showPage };
}

const frames: FrameRequestCallback[] = [];
const runFrame = () => {
  for (const callback of frames.splice(0)) callback(performance.now());
};
/** Lets the MutationObserver's microtask and any 0 ms timer run. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
});
afterEach(() => {
  frames.length = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('AfterNavigation', () => {
  it('focuses the new page heading only after the frame that paints it, never in the task that rendered it', async () => {
    const { navigate, showPage } = setUp();
    await navigate('/vehicle-info');
    showPage('<h1>My vehicles</h1>');
    await settle();
    const heading = document.querySelector('h1') as HTMLElement;
    expect(document.activeElement).not.toBe(heading);

    runFrame();
    expect(document.activeElement).not.toBe(heading); // the frame itself only paints
    await settle();
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves focus where the page put it before that frame', async () => {
    const { navigate, showPage } = setUp();
    await navigate('/register');
    showPage('<h1>Register</h1><input aria-label="Vehicle number" />');
    await settle();
    (document.querySelector('input') as HTMLElement).focus();
    runFrame();
    await settle();
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it('waits past a loading screen heading for the page heading', async () => {
    const { navigate, showPage } = setUp();
    await navigate('/admin');
    showPage('<div data-loading-screen><h1>Loading</h1></div>');
    await settle();
    expect(frames).toHaveLength(0);
    showPage('<h1>Welcome Back</h1>');
    await settle();
    runFrame();
    await settle();
    expect(document.activeElement?.textContent).toBe('Welcome Back');
  });

  it('leaves focus alone on the first load', async () => {
    const { showPage } = setUp();
    showPage('<h1>Home</h1>');
    await settle();
    runFrame();
    await settle();
    expect(document.activeElement).toBe(document.body);
  });
});
