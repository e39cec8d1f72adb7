/*
 * The one fake Cloudflare Turnstile, for offline runs, browser tests, stories and unit tests. A plain script
 * (no modules, no eval), so it can be served as it is:
 * - Served in place of https://challenges.cloudflare.com/turnstile/v0/api.js (the local API's
 *   /__dev/turnstile/api.js, the e2e suite's route), it installs window.turnstile at once, driven by the site
 *   key like Cloudflare's test keys:
 *     1x00000000000000000000AA (and any other key): passes ~150 ms after render with a one-use token
 *     2x00000000000000000000AB: calls error-callback('300030')
 *     3x00000000000000000000FF: never resolves
 *   Tokens look like "fake-turnstile.<lowercase letters and digits>"; the local API accepts each once.
 *   window.__fakeTurnstile.expire() / .timeout() / .fail() fire the matching callback on every live widget.
 * - Imported (stories and unit tests, through bot-check/fake-turnstile.ts), it only defines
 *   window.__installFakeTurnstile(options), which installs the fake with `mode` (pass, error, expire, timeout,
 *   render-throws: the outcome whatever the key), a fixed `token`, `delayMs` and `look` (texts and box style);
 *   it returns a function that stops the widgets' timers.
 */
(() => {
  const KEY_OUTCOMES = { '2x00000000000000000000AB': 'error', '3x00000000000000000000FF': 'never' };
  const SERVED_LOOK = {
    texts: {
      pending: 'Verifying...',
      idle: 'Waiting for verification',
      passed: 'Verification passed (test)',
      'error-callback': 'Verification failed (test)',
      'expired-callback': 'Verification expired (test)',
      'timeout-callback': 'Verification timed out (test)',
    },
    // The real widget's sizes: compact 150 x 140, flexible at least 300 wide and 65 tall.
    style: (_state, size) =>
      `display:flex;align-items:center;gap:8px;box-sizing:border-box;${
        size === 'compact'
          ? 'width:150px;height:140px;flex-direction:column;justify-content:center;text-align:center;'
          : 'width:100%;min-width:300px;height:65px;'
      }padding:8px 12px;border:1px solid #c8c8c8;border-radius:4px;background:#fafafa;color:#1d1d1d;` +
      'font:14px/1.3 system-ui,sans-serif;',
  };

  function installFakeTurnstile(options) {
    const { mode, token: fixedToken, delayMs = 150, look = SERVED_LOOK } = options || {};
    const widgets = {};
    let order = [];
    let counter = 0;

    function newToken() {
      counter += 1;
      const random = `${Math.random().toString(36).slice(2)}${Date.now().toString(36)}${counter.toString(36)}`;
      return fixedToken || `fake-turnstile.${random.replace(/[^a-z0-9]/g, '')}`;
    }

    function call(fn, arg) {
      if (typeof fn !== 'function') return;
      try {
        fn(arg);
      } catch (error) {
        setTimeout(() => {
          throw error;
        }, 0);
      }
    }

    const globalFunction = (name) =>
      typeof name === 'string' && typeof window[name] === 'function' ? window[name] : name;

    function find(ref) {
      if (ref === undefined || ref === null) return widgets[order[order.length - 1]];
      if (typeof ref === 'string' && widgets[ref]) return widgets[ref];
      const element = typeof ref === 'string' ? document.querySelector(ref) : ref;
      return order.map((id) => widgets[id]).find((w) => w && (w.container === element || w.box === element));
    }

    function show(widget, state) {
      widget.label.textContent = look.texts[state];
      widget.box.setAttribute('data-state', state);
      widget.box.setAttribute('data-fake-turnstile', state);
      widget.box.style.cssText = look.style(state, widget.params.size);
    }

    function clearTimer(widget) {
      clearTimeout(widget.timer);
      widget.timer = null;
    }

    function later(widget, then) {
      widget.timer = setTimeout(() => {
        widget.timer = null;
        if (widgets[widget.id]) then();
      }, delayMs);
    }

    /** Ends a widget's challenge with a callback: expired, timed out or failed. */
    function end(widget, callbackName, arg) {
      clearTimer(widget);
      widget.token = '';
      widget.expired = callbackName === 'expired-callback';
      show(widget, callbackName);
      call(globalFunction(widget.params[callbackName]), arg);
    }

    function issue(widget) {
      clearTimer(widget);
      widget.token = '';
      widget.expired = false;
      show(widget, 'pending');
      const outcome = mode || KEY_OUTCOMES[widget.sitekey] || 'pass';
      if (outcome === 'never') return;
      later(widget, () => {
        if (outcome === 'error') return end(widget, 'error-callback', '300030');
        if (outcome === 'timeout') return end(widget, 'timeout-callback', undefined);
        widget.token = newToken();
        show(widget, 'passed');
        call(globalFunction(widget.params.callback), widget.token);
        if (outcome === 'expire') later(widget, () => end(widget, 'expired-callback', widget.token));
      });
    }

    function render(container, params) {
      if (mode === 'render-throws') throw new Error('Turnstile render failed');
      const element = typeof container === 'string' ? document.querySelector(container) : container;
      if (!element) throw new Error(`[fake turnstile] container not found: ${String(container)}`);
      const options = params || {};
      counter += 1;
      const id = `fake-turnstile-widget-${counter}`;

      const box = document.createElement('div');
      box.id = id;
      box.className = 'fake-turnstile';
      box.setAttribute('data-testid', 'fake-turnstile');
      box.setAttribute('role', 'status');
      // The language the page asked the widget for (the real one speaks it): 'auto' when none was given.
      box.setAttribute('data-language', String(options.language || 'auto'));
      const label = document.createElement('span');
      box.appendChild(label);
      element.appendChild(box);

      const widget = { id, container: element, box, label, params: options, sitekey: String(options.sitekey || '') };
      widget.token = '';
      widget.expired = false;
      widget.timer = null;
      widgets[id] = widget;
      order.push(id);

      if (options.execution === 'execute') show(widget, 'idle');
      else issue(widget);
      return id;
    }

    function remove(ref) {
      const widget = find(ref);
      if (!widget) return;
      clearTimer(widget);
      if (widget.box.parentNode) widget.box.parentNode.removeChild(widget.box);
      delete widgets[widget.id];
      order = order.filter((id) => id !== widget.id);
    }

    const fireAll = (callbackName, arg) => {
      for (const id of order) if (widgets[id]) end(widgets[id], callbackName, arg);
    };

    window.turnstile = {
      ready: (callback) => call(callback),
      render,
      execute: (ref, params) => {
        const widget = find(ref);
        if (!widget && ref !== undefined && params) {
          render(ref, { ...params, execution: 'render' });
          return;
        }
        if (widget && !widget.token && !widget.timer) issue(widget);
      },
      reset: (ref) => {
        const widget = find(ref);
        if (widget) issue(widget);
      },
      remove,
      getResponse: (ref) => find(ref)?.token || undefined,
      isExpired: (ref) => Boolean(find(ref)?.expired),
    };

    window.__fakeTurnstile = {
      expire: () => fireAll('expired-callback', ''),
      timeout: () => fireAll('timeout-callback', undefined),
      fail: () => fireAll('error-callback', '300030'),
    };

    return () => {
      for (const id of order) clearTimer(widgets[id]);
    };
  }

  window.__installFakeTurnstile = installFakeTurnstile;

  // Imported as a module, there is no current script: the importer installs the fake with its options.
  const script = document.currentScript;
  if (!script) return;
  installFakeTurnstile();

  // Implicit rendering and ?onload=name, like the real api.js.
  const query = script.src ? script.src.split('?')[1] || '' : '';
  const settings = {};
  for (const pair of query.split('&')) {
    const parts = pair.split('=');
    if (parts[0]) settings[decodeURIComponent(parts[0])] = decodeURIComponent(parts[1] || '');
  }

  function renderImplicit() {
    for (const node of document.querySelectorAll('.cf-turnstile')) {
      if (node.getAttribute('data-fake-rendered')) continue;
      node.setAttribute('data-fake-rendered', 'true');
      window.turnstile.render(node, {
        sitekey: node.getAttribute('data-sitekey'),
        callback: node.getAttribute('data-callback'),
        'error-callback': node.getAttribute('data-error-callback'),
        'expired-callback': node.getAttribute('data-expired-callback'),
        'timeout-callback': node.getAttribute('data-timeout-callback'),
      });
    }
  }

  setTimeout(() => {
    if (settings.render !== 'explicit') {
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', renderImplicit);
      else renderImplicit();
    }
    if (settings.onload && typeof window[settings.onload] === 'function') window[settings.onload]();
  }, 0);
})();
