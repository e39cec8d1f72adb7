/*
 * Fake Cloudflare Turnstile for offline runs and browser tests. Plain script (no modules, no eval): load it
 * with a normal <script> tag instead of https://challenges.cloudflare.com/turnstile/v0/api.js.
 *
 * Site keys, like Cloudflare's test keys:
 *   1x00000000000000000000AA (and any other key): passes ~150 ms after render with a one-use token
 *   2x00000000000000000000AB: calls error-callback('300030')
 *   3x00000000000000000000FF: never resolves
 * Tokens look like "fake-turnstile.<lowercase letters and digits>"; the local API accepts each once.
 * window.__fakeTurnstile.expire() / .timeout() / .fail() fire the matching callback on every live widget.
 */
(() => {
  const FAIL_KEY = '2x00000000000000000000AB';
  const NEVER_KEY = '3x00000000000000000000FF';
  const DELAY_MS = 150;

  const widgets = {};
  let order = [];
  let counter = 0;

  function newToken() {
    counter += 1;
    const random = `${Math.random().toString(36).slice(2)}${Date.now().toString(36)}${counter.toString(36)}`;
    return `fake-turnstile.${random.replace(/[^a-z0-9]/g, '')}`;
  }

  function call(fn, arg) {
    if (typeof fn === 'function') {
      try {
        fn(arg);
      } catch (error) {
        setTimeout(() => {
          throw error;
        }, 0);
      }
    }
  }

  function globalFunction(name) {
    return typeof name === 'string' && typeof window[name] === 'function' ? window[name] : name;
  }

  function find(ref) {
    if (ref === undefined || ref === null) {
      return widgets[order[order.length - 1]];
    }
    if (typeof ref === 'string' && widgets[ref]) {
      return widgets[ref];
    }
    const element = typeof ref === 'string' ? document.querySelector(ref) : ref;
    for (const id of order) {
      const widget = widgets[id];
      if (widget && (widget.container === element || widget.box === element)) {
        return widget;
      }
    }
    return undefined;
  }

  function show(widget, text, state) {
    widget.label.textContent = text;
    widget.box.setAttribute('data-state', state);
  }

  function clearTimer(widget) {
    if (widget.timer) {
      clearTimeout(widget.timer);
      widget.timer = null;
    }
  }

  function issue(widget) {
    clearTimer(widget);
    widget.token = '';
    widget.expired = false;
    show(widget, 'Verifying...', 'pending');
    if (widget.sitekey === NEVER_KEY) {
      return;
    }
    widget.timer = setTimeout(() => {
      widget.timer = null;
      if (!widgets[widget.id]) {
        return;
      }
      if (widget.sitekey === FAIL_KEY) {
        show(widget, 'Verification failed (test)', 'error');
        call(globalFunction(widget.params['error-callback']), '300030');
        return;
      }
      widget.token = newToken();
      show(widget, 'Verification passed (test)', 'passed');
      call(globalFunction(widget.params.callback), widget.token);
    }, DELAY_MS);
  }

  function render(container, params) {
    const element = typeof container === 'string' ? document.querySelector(container) : container;
    if (!element) {
      throw new Error(`[fake turnstile] container not found: ${String(container)}`);
    }
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
    // The real widget's sizes: compact 150 x 140, flexible at least 300 wide and 65 tall.
    const size =
      options.size === 'compact'
        ? 'width:150px;height:140px;flex-direction:column;justify-content:center;text-align:center;'
        : 'width:100%;min-width:300px;height:65px;';
    box.style.cssText =
      `display:flex;align-items:center;gap:8px;box-sizing:border-box;${size}` +
      'padding:8px 12px;border:1px solid #c8c8c8;border-radius:4px;background:#fafafa;color:#1d1d1d;' +
      'font:14px/1.3 system-ui,sans-serif;';
    const label = document.createElement('span');
    box.appendChild(label);
    element.appendChild(box);

    const widget = {
      id,
      container: element,
      box,
      label,
      params: options,
      sitekey: String(options.sitekey || ''),
      token: '',
      expired: false,
      timer: null,
    };
    widgets[id] = widget;
    order.push(id);

    if (options.execution === 'execute') {
      show(widget, 'Waiting for verification', 'idle');
    } else {
      issue(widget);
    }
    return id;
  }

  function remove(ref) {
    const widget = find(ref);
    if (!widget) {
      return;
    }
    clearTimer(widget);
    if (widget.box.parentNode) {
      widget.box.parentNode.removeChild(widget.box);
    }
    delete widgets[widget.id];
    order = order.filter((id) => id !== widget.id);
  }

  function fire(callbackName, text, arg) {
    for (const id of order) {
      const widget = widgets[id];
      if (!widget) {
        continue;
      }
      clearTimer(widget);
      widget.token = '';
      widget.expired = callbackName === 'expired-callback';
      show(widget, text, callbackName);
      call(globalFunction(widget.params[callbackName]), arg);
    }
  }

  window.turnstile = {
    ready: (callback) => {
      call(callback);
    },
    render,
    execute: (ref, params) => {
      const widget = find(ref);
      if (!widget && ref !== undefined && params) {
        render(ref, { ...params, execution: 'render' });
        return;
      }
      if (widget && !widget.token && !widget.timer) {
        issue(widget);
      }
    },
    reset: (ref) => {
      const widget = find(ref);
      if (widget) {
        issue(widget);
      }
    },
    remove,
    getResponse: (ref) => find(ref)?.token || undefined,
    isExpired: (ref) => Boolean(find(ref)?.expired),
  };

  window.__fakeTurnstile = {
    expire: () => {
      fire('expired-callback', 'Verification expired (test)', '');
    },
    timeout: () => {
      fire('timeout-callback', 'Verification timed out (test)', undefined);
    },
    fail: () => {
      fire('error-callback', 'Verification failed (test)', '300030');
    },
  };

  // Implicit rendering and ?onload=name, like the real api.js.
  const script = document.currentScript;
  const query = script?.src ? script.src.split('?')[1] || '' : '';
  const settings = {};
  for (const pair of query.split('&')) {
    const parts = pair.split('=');
    if (parts[0]) {
      settings[decodeURIComponent(parts[0])] = decodeURIComponent(parts[1] || '');
    }
  }

  function renderImplicit() {
    for (const node of document.querySelectorAll('.cf-turnstile')) {
      if (node.getAttribute('data-fake-rendered')) {
        continue;
      }
      node.setAttribute('data-fake-rendered', 'true');
      render(node, {
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
      if (document.readyState === 'loading') {
        document.addEventListener('DOMContentLoaded', renderImplicit);
      } else {
        renderImplicit();
      }
    }
    if (settings.onload && typeof window[settings.onload] === 'function') {
      window[settings.onload]();
    }
  }, 0);
})();
