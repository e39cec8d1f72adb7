/**
 * Runs the fake Turnstile script in a VM context with a minimal DOM stand-in, the way a browser runs a
 * classic <script>: no module syntax, no eval.
 */
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { FAKE_TURNSTILE_SOURCE as SOURCE } from './routes/dev.ts';
import { FAKE_TOKEN_PATTERN } from './turnstile.ts';

class FakeElement {
  children: FakeElement[] = [];
  parentNode: FakeElement | null = null;
  attributes: Record<string, string> = {};
  style = { cssText: '' };
  textContent = '';
  id = '';
  className = '';

  appendChild(child: FakeElement) {
    child.parentNode = this;
    this.children.push(child);
    return child;
  }
  removeChild(child: FakeElement) {
    this.children = this.children.filter((item) => item !== child);
    child.parentNode = null;
    return child;
  }
  setAttribute(name: string, value: string) {
    this.attributes[name] = value;
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  /** Visible text of the subtree. */
  get text(): string {
    return this.textContent + this.children.map((child) => child.text).join('');
  }
}

interface Turnstile {
  ready: (callback: () => void) => void;
  render: (container: unknown, params: Record<string, unknown>) => string;
  reset: (id?: string) => void;
  remove: (id?: string) => void;
  getResponse: (id?: string) => string | undefined;
  isExpired: (id?: string) => boolean;
  execute: (id?: string) => void;
}

function load() {
  const container = new FakeElement();
  const window: Record<string, unknown> & { turnstile?: Turnstile; __fakeTurnstile?: Record<string, () => void> } = {};
  const document = {
    readyState: 'complete',
    currentScript: { src: 'http://localhost:4000/__dev/turnstile/api.js?render=explicit' },
    createElement: () => new FakeElement(),
    querySelector: (selector: string) => (selector === '#box' ? container : null),
    querySelectorAll: () => [],
    addEventListener: () => {},
  };
  runInNewContext(SOURCE, { window, document, setTimeout, clearTimeout, Math, Date, Object, String, Boolean, Error });
  if (!window.turnstile || !window.__fakeTurnstile) throw new Error('the script did not install window.turnstile');
  return { turnstile: window.turnstile, controls: window.__fakeTurnstile, container };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the served fake Turnstile (@qr/design-system/fake-turnstile-script.js)', () => {
  it('renders a box and passes with a one-use token format after ~150 ms', async () => {
    const { turnstile, container } = load();
    const tokens: string[] = [];
    let ready = false;
    turnstile.ready(() => {
      ready = true;
    });
    expect(ready).toBe(true);
    const id = turnstile.render('#box', {
      sitekey: '1x00000000000000000000AA',
      callback: (t: string) => tokens.push(t),
    });
    expect(container.text).toBe('Verifying...');
    expect(turnstile.getResponse(id)).toBeUndefined();
    await wait(200);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatch(FAKE_TOKEN_PATTERN);
    expect(container.text).toBe('Verification passed (test)');
    expect(turnstile.getResponse(id)).toBe(tokens[0]);

    turnstile.reset(id);
    expect(turnstile.getResponse(id)).toBeUndefined();
    await wait(200);
    expect(tokens).toHaveLength(2);
    expect(tokens[1]).not.toBe(tokens[0]);

    turnstile.remove(id);
    expect(container.children).toHaveLength(0);
  });

  it('fails with 300030 on the failing key and never resolves on the 3x key', async () => {
    const { turnstile, container } = load();
    const errors: string[] = [];
    const passed: string[] = [];
    turnstile.render(container, {
      sitekey: '2x00000000000000000000AB',
      'error-callback': (c: string) => errors.push(c),
    });
    turnstile.render(container, { sitekey: '3x00000000000000000000FF', callback: (t: string) => passed.push(t) });
    await wait(250);
    expect(errors).toEqual(['300030']);
    expect(passed).toEqual([]);
  });

  it('fires expired, timeout and error callbacks on every live widget through window.__fakeTurnstile', async () => {
    const { turnstile, controls, container } = load();
    const events: string[] = [];
    const id = turnstile.render(container, {
      sitekey: 'any-other-key',
      callback: () => events.push('token'),
      'expired-callback': () => events.push('expired'),
      'timeout-callback': () => events.push('timeout'),
      'error-callback': (code: string) => events.push(`error:${code}`),
    });
    await wait(200);
    controls.expire?.();
    expect(turnstile.getResponse(id)).toBeUndefined();
    expect(turnstile.isExpired(id)).toBe(true);
    controls.timeout?.();
    controls.fail?.();
    expect(events).toEqual(['token', 'expired', 'timeout', 'error:300030']);
  });
});
