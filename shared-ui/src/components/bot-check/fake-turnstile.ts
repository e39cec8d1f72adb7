/**
 * A fake window.turnstile for stories and tests: no network. It also puts a placeholder
 * <script id="cf-turnstile-script"> in <head> so BotCheck never appends the real script.
 */
export type FakeTurnstileMode = 'pass' | 'error' | 'expire' | 'timeout' | 'render-throws' | 'never-loads';

export const FAKE_TURNSTILE_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
/** Delay before the fake answers (token, error, expiry...), so the loading state is visible. */
export const FAKE_TURNSTILE_DELAY_MS = 300;

type Params = {
  callback?: (token: string) => void;
  'error-callback'?: (error: string) => void;
  'expired-callback'?: (token: string) => void;
  'timeout-callback'?: () => void;
};

interface FakeWidget {
  container: HTMLElement;
  params: Params;
  timers: Array<ReturnType<typeof setTimeout>>;
  token: string | undefined;
}

function draw(widget: FakeWidget, text: string, tone: 'pending' | 'ok' | 'bad') {
  const colours = { pending: '#525b68', ok: '#146c2e', bad: '#b3261e' };
  widget.container.replaceChildren();
  const box = document.createElement('div');
  box.setAttribute('data-fake-turnstile', tone);
  box.style.cssText = `box-sizing:border-box;display:flex;align-items:center;gap:8px;width:100%;min-width:300px;height:65px;padding:0 16px;border:1px solid #c9d0da;border-radius:6px;background:#fafafa;font:14px system-ui,sans-serif;color:${colours[tone]}`;
  box.textContent = text;
  widget.container.appendChild(box);
}

export function installFakeTurnstile(mode: FakeTurnstileMode): () => void {
  const previousScript = document.getElementById('cf-turnstile-script');
  if (!previousScript) {
    const script = document.createElement('script');
    script.id = 'cf-turnstile-script';
    script.type = 'application/json'; // inert: never fetched, never executed
    script.textContent = '{}';
    document.head.appendChild(script);
  }

  if (mode === 'never-loads') {
    delete window.turnstile;
    return () => {};
  }

  const widgets = new Map<string, FakeWidget>();
  let nextId = 1;

  const run = (widget: FakeWidget) => {
    const later = (fn: () => void, ms = FAKE_TURNSTILE_DELAY_MS) => widget.timers.push(setTimeout(fn, ms));
    draw(widget, 'Verifying…', 'pending');
    later(() => {
      if (mode === 'error') {
        draw(widget, 'Verification failed', 'bad');
        widget.params['error-callback']?.('300030');
        return;
      }
      if (mode === 'timeout') {
        draw(widget, 'Timed out', 'bad');
        widget.params['timeout-callback']?.();
        return;
      }
      widget.token = FAKE_TURNSTILE_TOKEN;
      draw(widget, '✓ Success!', 'ok');
      widget.params.callback?.(FAKE_TURNSTILE_TOKEN);
      if (mode === 'expire') {
        later(() => {
          widget.token = undefined;
          draw(widget, 'Expired', 'bad');
          widget.params['expired-callback']?.(FAKE_TURNSTILE_TOKEN);
        });
      }
    });
  };

  const find = (target?: string | HTMLElement) => {
    if (typeof target === 'string') return widgets.get(target);
    for (const widget of widgets.values()) if (!target || widget.container === target) return widget;
    return undefined;
  };
  const stop = (widget: FakeWidget) => {
    for (const timer of widget.timers) clearTimeout(timer);
    widget.timers = [];
  };

  const fake = {
    ready(callback: () => void) {
      callback();
    },
    render(container: string | HTMLElement, params?: Params) {
      if (mode === 'render-throws') throw new Error('Turnstile render failed');
      const element = typeof container === 'string' ? document.querySelector<HTMLElement>(container) : container;
      if (!element) throw new Error('Turnstile container not found');
      const id = `fake-widget-${nextId++}`;
      const widget: FakeWidget = { container: element, params: params ?? {}, timers: [], token: undefined };
      widgets.set(id, widget);
      run(widget);
      return id;
    },
    execute() {},
    reset(target?: string | HTMLElement) {
      const widget = find(target);
      if (!widget) return;
      stop(widget);
      widget.token = undefined;
      run(widget);
    },
    remove(target?: string | HTMLElement) {
      const widget = find(target);
      if (!widget) return;
      stop(widget);
      widget.container.replaceChildren();
      for (const [id, value] of widgets) if (value === widget) widgets.delete(id);
    },
    getResponse(target?: string | HTMLElement) {
      return find(target)?.token;
    },
    isExpired(target?: string | HTMLElement) {
      return mode === 'expire' && find(target)?.token === undefined;
    },
  };
  window.turnstile = fake as unknown as NonNullable<typeof window.turnstile>;

  return () => {
    for (const widget of widgets.values()) stop(widget);
    widgets.clear();
  };
}

/** Removes the fake (and its placeholder script) entirely. */
export function uninstallFakeTurnstile(): void {
  delete window.turnstile;
  document.getElementById('cf-turnstile-script')?.remove();
}
